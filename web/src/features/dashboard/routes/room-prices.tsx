import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import { useCreateRoomPrice } from '../api/create-room-price';
import { useDeleteRoomPrice } from '../api/delete-room-price';
import { useDashboardRoomPricesQuery, type DashboardRoomPriceRowFragment as RoomPrice } from '../api/room-prices';
import { useUpdateRoomPrice } from '../api/update-room-price';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/notice';
import { useEntityForm } from '../components/use-entity-form';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Turkey price table (legacy room_type, service, price_1, price_2). */
function roomPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'roomType', label: t('dash.roomPrices.roomType'), kind: 'text', required: true },
    { name: 'service', label: t('dash.roomPrices.service'), kind: 'text', required: true },
    { name: 'price1', label: t('dash.roomPrices.price1'), kind: 'number', required: true, min: 0 },
    { name: 'price2', label: t('dash.roomPrices.price2'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({ roomType: v.roomType!.trim(), service: v.service!.trim(), price1: Number(v.price1), price2: Number(v.price2) });

/** /dashboard/TurqiTable: the room prices of the Turkey page. */
export function RoomPricesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardRoomPricesQuery({ fetchPolicy: 'cache-and-network' });
  const [createPrice] = useCreateRoomPrice();
  const [updatePrice] = useUpdateRoomPrice();
  const [deletePrice] = useDeleteRoomPrice();
  const [notice, setNotice] = useNotice();
  const fields = roomPriceFields(t);
  const [roomType, service, price1, price2] = fields;
  const form = useEntityForm({
    fields,
    initial: { roomType: '', service: '', price1: '', price2: '' },
    submit: (v) => createPrice({ variables: { input: toInput(v) } }),
    successText: t('dash.roomPrices.added'),
    failureText: t('dash.roomPrices.addError'),
  });

  return (
    <DashboardPage title={t('dash.roomPrices.title')}>
      <Panel title={t('dash.roomPrices.add')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.roomPrices.add')} label={t('dash.roomPrices.add')} />
      </Panel>
      {error && <LoadError text={t('dash.roomPrices.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<RoomPrice>
        caption={t('dash.roomPrices.title')}
        columns={[
          { id: 'roomType', header: roomType.label, cell: (p) => p.roomType, field: () => roomType },
          { id: 'service', header: service.label, cell: (p) => p.service, field: () => service },
          { id: 'price1', header: price1.label, cell: (p) => formatEuro(p.price1), field: () => price1, className: 'tabular-nums' },
          { id: 'price2', header: price2.label, cell: (p) => formatEuro(p.price2), field: () => price2, className: 'tabular-nums' },
        ]}
        rows={data?.roomPrices ?? []}
        loading={loading}
        empty={t('dash.roomPrices.empty')}
        rowLabel={(p) => `${p.roomType}, ${p.service}`}
        editLabel={t('dash.common.editEn')}
        notice={notice}
        onNotice={setNotice}
        edit={{
          valuesOf: (p) => ({ roomType: p.roomType, service: p.service, price1: String(p.price1), price2: String(p.price2) }),
          save: (p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } }),
          texts: { success: t('dash.roomPrices.updated'), failure: t('dash.roomPrices.updateError') },
        }}
        remove={{
          run: (p) => deletePrice({ variables: { id: p.id } }),
          texts: { success: t('dash.roomPrices.deleted'), failure: t('dash.roomPrices.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
