import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro } from '../../../lib/format';
import { useCreateDubaiPrice } from '../api/create-dubai-price';
import { useDeleteDubaiPrice } from '../api/delete-dubai-price';
import { useDashboardDubaiPricesQuery, type DashboardDubaiPriceRowFragment as DubaiPrice } from '../api/dubai-prices';
import { useUpdateDubaiPrice } from '../api/update-dubai-price';
import { ListEditorPage } from '../components/list-editor-page';
import { TwoLanguages } from '../components/two-languages';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Abu Dhabi and Dubai price table (legacy nisja, tipi_dhomes, sherbimi, udhetimi, cmimi). */
function dubaiPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'departure', label: t('dash.dubaiPrices.departure'), kind: 'text', required: true, placeholder: 'Çdo të hënë' },
    { name: 'departureEn', label: t('dash.dubaiPrices.departureEn'), kind: 'text', placeholder: 'Every Monday' },
    { name: 'roomType', label: t('dash.dubaiPrices.roomType'), kind: 'text', required: true },
    { name: 'roomTypeEn', label: t('dash.dubaiPrices.roomTypeEn'), kind: 'text' },
    { name: 'service', label: t('dash.dubaiPrices.service'), kind: 'text', required: true },
    { name: 'serviceEn', label: t('dash.dubaiPrices.serviceEn'), kind: 'text' },
    { name: 'days', label: t('dash.dubaiPrices.days'), kind: 'integer', required: true, min: 1, max: 365 },
    { name: 'price', label: t('dash.dubaiPrices.price'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({
  departure: v.departure!.trim(),
  departureEn: v.departureEn?.trim() ?? '',
  roomType: v.roomType!.trim(),
  roomTypeEn: v.roomTypeEn?.trim() ?? '',
  service: v.service!.trim(),
  serviceEn: v.serviceEn?.trim() ?? '',
  days: Number(v.days),
  price: Number(v.price),
});

/** /dashboard/DubaiTable: the prices of the Dubai page. */
export function DubaiPricesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardDubaiPricesQuery({ fetchPolicy: 'cache-and-network' });
  const [createPrice] = useCreateDubaiPrice();
  const [updatePrice] = useUpdateDubaiPrice();
  const [deletePrice] = useDeleteDubaiPrice();
  const fields = dubaiPriceFields(t);
  const [departure, , roomType, , service, , days, price] = fields;

  return (
    <ListEditorPage<DubaiPrice>
      section="dubaiPrices"
      rows={data?.dubaiPrices ?? []}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      addFields={fields}
      initial={{ departure: '', departureEn: '', roomType: '', roomTypeEn: '', service: '', serviceEn: '', days: '5', price: '' }}
      formColumns={3}
      editFields={fields}
      columns={[
        { id: 'departure', header: departure.label, cell: (p) => <TwoLanguages sq={p.departure} en={p.departureEn} /> },
        { id: 'roomType', header: roomType.label, cell: (p) => <TwoLanguages sq={p.roomType} en={p.roomTypeEn} /> },
        { id: 'service', header: service.label, cell: (p) => <TwoLanguages sq={p.service} en={p.serviceEn} /> },
        { id: 'days', header: days.label, cell: (p) => t('dash.dubaiPrices.daysValue', { count: p.days }), className: 'tabular-nums' },
        { id: 'price', header: price.label, cell: (p) => formatEuro(p.price), className: 'tabular-nums' },
      ]}
      rowLabel={(p) => `${p.departure}, ${p.roomType}`}
      valuesOf={(p) => ({
        departure: p.departure, departureEn: p.departureEn ?? '', roomType: p.roomType, roomTypeEn: p.roomTypeEn ?? '', service: p.service, serviceEn: p.serviceEn ?? '',
        days: String(p.days), price: String(p.price),
      })}
      create={(v) => createPrice({ variables: { input: toInput(v) } })}
      update={(p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } })}
      remove={(p) => deletePrice({ variables: { id: p.id } })}
    />
  );
}
