import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro } from '../../../lib/format';
import { useCreateDubaiPrice } from '../api/create-dubai-price';
import { useDeleteDubaiPrice } from '../api/delete-dubai-price';
import { useDashboardDubaiPricesQuery, type DashboardDubaiPriceRowFragment as DubaiPrice } from '../api/dubai-prices';
import { useUpdateDubaiPrice } from '../api/update-dubai-price';
import { ListEditorPage } from '../components/list-editor-page';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Abu Dhabi and Dubai price table (legacy nisja, tipi_dhomes, sherbimi, udhetimi, cmimi). */
function dubaiPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'departure', label: t('dash.dubaiPrices.departure'), kind: 'text', required: true, placeholder: 'Çdo të Hënë' },
    { name: 'roomType', label: t('dash.dubaiPrices.roomType'), kind: 'text', required: true },
    { name: 'service', label: t('dash.dubaiPrices.service'), kind: 'text', required: true },
    { name: 'days', label: t('dash.dubaiPrices.days'), kind: 'integer', required: true, min: 1, max: 365 },
    { name: 'price', label: t('dash.dubaiPrices.price'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({
  departure: v.departure!.trim(),
  roomType: v.roomType!.trim(),
  service: v.service!.trim(),
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
  const [departure, roomType, service, days, price] = fields;

  return (
    <ListEditorPage<DubaiPrice>
      section="dubaiPrices"
      rows={data?.dubaiPrices ?? []}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      addFields={fields}
      initial={{ departure: '', roomType: '', service: '', days: '5', price: '' }}
      formColumns={3}
      columns={[
        { id: 'departure', header: departure.label, cell: (p) => p.departure, field: () => departure },
        { id: 'roomType', header: roomType.label, cell: (p) => p.roomType, field: () => roomType },
        { id: 'service', header: service.label, cell: (p) => p.service, field: () => service },
        { id: 'days', header: days.label, cell: (p) => t('dash.dubaiPrices.daysValue', { count: p.days }), field: () => days, className: 'tabular-nums' },
        { id: 'price', header: price.label, cell: (p) => formatEuro(p.price), field: () => price, className: 'tabular-nums' },
      ]}
      rowLabel={(p) => `${p.departure}, ${p.roomType}`}
      valuesOf={(p) => ({ departure: p.departure, roomType: p.roomType, service: p.service, days: String(p.days), price: String(p.price) })}
      create={(v) => createPrice({ variables: { input: toInput(v) } })}
      update={(p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } })}
      remove={(p) => deletePrice({ variables: { id: p.id } })}
    />
  );
}
