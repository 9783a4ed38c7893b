import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro } from '../../../lib/format';
import { useCreateRoomPrice } from '../api/create-room-price';
import { useDeleteRoomPrice } from '../api/delete-room-price';
import { useDashboardRoomPricesQuery, type DashboardRoomPriceRowFragment as RoomPrice } from '../api/room-prices';
import { useUpdateRoomPrice } from '../api/update-room-price';
import { ListEditorPage } from '../components/list-editor-page';
import { TwoLanguages } from '../components/two-languages';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Turkey price table (legacy room_type, service, price_1, price_2). */
function roomPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'roomType', label: t('dash.roomPrices.roomType'), kind: 'text', required: true },
    { name: 'roomTypeEn', label: t('dash.roomPrices.roomTypeEn'), kind: 'text' },
    { name: 'service', label: t('dash.roomPrices.service'), kind: 'text', required: true },
    { name: 'serviceEn', label: t('dash.roomPrices.serviceEn'), kind: 'text' },
    { name: 'price1', label: t('dash.roomPrices.price1'), kind: 'number', required: true, min: 0 },
    { name: 'price2', label: t('dash.roomPrices.price2'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({
  roomType: v.roomType!.trim(), roomTypeEn: v.roomTypeEn?.trim() ?? '', service: v.service!.trim(), serviceEn: v.serviceEn?.trim() ?? '', price1: Number(v.price1), price2: Number(v.price2),
});

/** /dashboard/TurqiTable: the room prices of the Turkey page. */
export function RoomPricesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardRoomPricesQuery({ fetchPolicy: 'cache-and-network' });
  const [createPrice] = useCreateRoomPrice();
  const [updatePrice] = useUpdateRoomPrice();
  const [deletePrice] = useDeleteRoomPrice();
  const fields = roomPriceFields(t);
  const [roomType, , service, , price1, price2] = fields;

  return (
    <ListEditorPage<RoomPrice>
      section="roomPrices"
      rows={data?.roomPrices ?? []}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      addFields={fields}
      formColumns={3}
      editFields={fields}
      initial={{ roomType: '', roomTypeEn: '', service: '', serviceEn: '', price1: '', price2: '' }}
      columns={[
        { id: 'roomType', header: roomType.label, cell: (p) => <TwoLanguages sq={p.roomType} en={p.roomTypeEn} /> },
        { id: 'service', header: service.label, cell: (p) => <TwoLanguages sq={p.service} en={p.serviceEn} /> },
        { id: 'price1', header: price1.label, cell: (p) => formatEuro(p.price1), className: 'tabular-nums' },
        { id: 'price2', header: price2.label, cell: (p) => formatEuro(p.price2), className: 'tabular-nums' },
      ]}
      rowLabel={(p) => `${p.roomType}, ${p.service}`}
      valuesOf={(p) => ({ roomType: p.roomType, roomTypeEn: p.roomTypeEn ?? '', service: p.service, serviceEn: p.serviceEn ?? '', price1: String(p.price1), price2: String(p.price2) })}
      create={(v) => createPrice({ variables: { input: toInput(v) } })}
      update={(p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } })}
      remove={(p) => deletePrice({ variables: { id: p.id } })}
    />
  );
}
