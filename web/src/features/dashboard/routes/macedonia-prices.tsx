import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro } from '../../../lib/format';
import { useCreateMacedoniaPrice } from '../api/create-macedonia-price';
import { useDeleteMacedoniaPrice } from '../api/delete-macedonia-price';
import { useDashboardMacedoniaPricesQuery, type DashboardMacedoniaPriceRowFragment as MacedoniaPrice } from '../api/macedonia-prices';
import { useUpdateMacedoniaPrice } from '../api/update-macedonia-price';
import { ListEditorPage } from '../components/list-editor-page';
import { TwoLanguages } from '../components/two-languages';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Macedonia hotel price table (legacy lloji_dhomes, sherbimi, gjat_sezones, jasht_sezones). */
function macedoniaPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'roomType', label: t('dash.macedoniaPrices.roomType'), kind: 'text', required: true },
    { name: 'roomTypeEn', label: t('dash.macedoniaPrices.roomTypeEn'), kind: 'text' },
    { name: 'service', label: t('dash.macedoniaPrices.service'), kind: 'text', required: true },
    { name: 'serviceEn', label: t('dash.macedoniaPrices.serviceEn'), kind: 'text' },
    { name: 'inSeasonPrice', label: t('dash.macedoniaPrices.inSeason'), kind: 'number', required: true, min: 0 },
    { name: 'offSeasonPrice', label: t('dash.macedoniaPrices.offSeason'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({
  roomType: v.roomType!.trim(),
  roomTypeEn: v.roomTypeEn?.trim() ?? '',
  service: v.service!.trim(),
  serviceEn: v.serviceEn?.trim() ?? '',
  inSeasonPrice: Number(v.inSeasonPrice),
  offSeasonPrice: Number(v.offSeasonPrice),
});

/** /dashboard/MaqedoniPricesTable: the prices of the Macedonia page. */
export function MacedoniaPricesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardMacedoniaPricesQuery({ fetchPolicy: 'cache-and-network' });
  const [createPrice] = useCreateMacedoniaPrice();
  const [updatePrice] = useUpdateMacedoniaPrice();
  const [deletePrice] = useDeleteMacedoniaPrice();
  const fields = macedoniaPriceFields(t);
  const [roomType, , service, , inSeason, offSeason] = fields;

  return (
    <ListEditorPage<MacedoniaPrice>
      section="macedoniaPrices"
      rows={data?.macedoniaPrices ?? []}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      addFields={fields}
      initial={{ roomType: '', roomTypeEn: '', service: '', serviceEn: '', inSeasonPrice: '', offSeasonPrice: '' }}
      formColumns={3}
      editFields={fields}
      columns={[
        { id: 'roomType', header: roomType.label, cell: (p) => <TwoLanguages sq={p.roomType} en={p.roomTypeEn} /> },
        { id: 'service', header: service.label, cell: (p) => <TwoLanguages sq={p.service} en={p.serviceEn} /> },
        { id: 'inSeason', header: inSeason.label, cell: (p) => formatEuro(p.inSeasonPrice), className: 'tabular-nums' },
        { id: 'offSeason', header: offSeason.label, cell: (p) => formatEuro(p.offSeasonPrice), className: 'tabular-nums' },
      ]}
      rowLabel={(p) => `${p.roomType}, ${p.service}`}
      valuesOf={(p) => ({
        roomType: p.roomType, roomTypeEn: p.roomTypeEn ?? '', service: p.service, serviceEn: p.serviceEn ?? '',
        inSeasonPrice: String(p.inSeasonPrice), offSeasonPrice: String(p.offSeasonPrice),
      })}
      create={(v) => createPrice({ variables: { input: toInput(v) } })}
      update={(p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } })}
      remove={(p) => deletePrice({ variables: { id: p.id } })}
    />
  );
}
