import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import { useCreateDubaiPrice } from '../api/create-dubai-price';
import { useDeleteDubaiPrice } from '../api/delete-dubai-price';
import { useDashboardDubaiPricesQuery, type DashboardDubaiPriceRowFragment as DubaiPrice } from '../api/dubai-prices';
import { useUpdateDubaiPrice } from '../api/update-dubai-price';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/notice';
import { useEntityForm } from '../components/use-entity-form';
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
  const [notice, setNotice] = useNotice();
  const fields = dubaiPriceFields(t);
  const [departure, roomType, service, days, price] = fields;
  const form = useEntityForm({
    fields,
    initial: { departure: '', roomType: '', service: '', days: '5', price: '' },
    submit: (v) => createPrice({ variables: { input: toInput(v) } }),
    successText: t('dash.dubaiPrices.added'),
    failureText: t('dash.dubaiPrices.addError'),
  });

  return (
    <DashboardPage title={t('dash.dubaiPrices.title')}>
      <Panel title={t('dash.dubaiPrices.add')} className="mb-8">
        <AddForm columns={3} form={form} submitLabel={t('dash.dubaiPrices.add')} label={t('dash.dubaiPrices.add')} />
      </Panel>
      {error && <LoadError text={t('dash.dubaiPrices.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<DubaiPrice>
        caption={t('dash.dubaiPrices.title')}
        columns={[
          { id: 'departure', header: departure.label, cell: (p) => p.departure, field: () => departure },
          { id: 'roomType', header: roomType.label, cell: (p) => p.roomType, field: () => roomType },
          { id: 'service', header: service.label, cell: (p) => p.service, field: () => service },
          { id: 'days', header: days.label, cell: (p) => t('dash.dubaiPrices.daysValue', { count: p.days }), field: () => days, className: 'tabular-nums' },
          { id: 'price', header: price.label, cell: (p) => formatEuro(p.price), field: () => price, className: 'tabular-nums' },
        ]}
        rows={data?.dubaiPrices ?? []}
        loading={loading}
        empty={t('dash.dubaiPrices.empty')}
        rowLabel={(p) => `${p.departure}, ${p.roomType}`}
        editLabel={t('dash.common.editEn')}
        notice={notice}
        onNotice={setNotice}
        edit={{
          valuesOf: (p) => ({ departure: p.departure, roomType: p.roomType, service: p.service, days: String(p.days), price: String(p.price) }),
          save: (p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } }),
          texts: { success: t('dash.dubaiPrices.updated'), failure: t('dash.dubaiPrices.updateError') },
        }}
        remove={{
          run: (p) => deletePrice({ variables: { id: p.id } }),
          texts: { success: t('dash.dubaiPrices.deleted'), failure: t('dash.dubaiPrices.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
