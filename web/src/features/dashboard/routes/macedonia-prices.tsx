import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import { useCreateMacedoniaPrice } from '../api/create-macedonia-price';
import { useDeleteMacedoniaPrice } from '../api/delete-macedonia-price';
import { useDashboardMacedoniaPricesQuery, type DashboardMacedoniaPriceRowFragment as MacedoniaPrice } from '../api/macedonia-prices';
import { useUpdateMacedoniaPrice } from '../api/update-macedonia-price';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/notice';
import { useEntityForm } from '../components/use-entity-form';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** The Macedonia hotel price table (legacy lloji_dhomes, sherbimi, gjat_sezones, jasht_sezones). */
function macedoniaPriceFields(t: TFunction): [FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'roomType', label: t('dash.macedoniaPrices.roomType'), kind: 'text', required: true },
    { name: 'service', label: t('dash.macedoniaPrices.service'), kind: 'text', required: true },
    { name: 'inSeasonPrice', label: t('dash.macedoniaPrices.inSeason'), kind: 'number', required: true, min: 0 },
    { name: 'offSeasonPrice', label: t('dash.macedoniaPrices.offSeason'), kind: 'number', required: true, min: 0 },
  ];
}

const toInput = (v: Values) => ({
  roomType: v.roomType!.trim(),
  service: v.service!.trim(),
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
  const [notice, setNotice] = useNotice();
  const fields = macedoniaPriceFields(t);
  const [roomType, service, inSeason, offSeason] = fields;
  const form = useEntityForm({
    fields,
    initial: { roomType: '', service: '', inSeasonPrice: '', offSeasonPrice: '' },
    submit: (v) => createPrice({ variables: { input: toInput(v) } }),
    successText: t('dash.macedoniaPrices.added'),
    failureText: t('dash.macedoniaPrices.addError'),
  });

  return (
    <DashboardPage title={t('dash.macedoniaPrices.title')}>
      <Panel title={t('dash.macedoniaPrices.add')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.macedoniaPrices.add')} label={t('dash.macedoniaPrices.add')} />
      </Panel>
      {error && <LoadError text={t('dash.macedoniaPrices.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<MacedoniaPrice>
        caption={t('dash.macedoniaPrices.title')}
        columns={[
          { id: 'roomType', header: roomType.label, cell: (p) => p.roomType, field: () => roomType },
          { id: 'service', header: service.label, cell: (p) => p.service, field: () => service },
          { id: 'inSeason', header: inSeason.label, cell: (p) => formatEuro(p.inSeasonPrice), field: () => inSeason, className: 'tabular-nums' },
          { id: 'offSeason', header: offSeason.label, cell: (p) => formatEuro(p.offSeasonPrice), field: () => offSeason, className: 'tabular-nums' },
        ]}
        rows={data?.macedoniaPrices ?? []}
        loading={loading}
        empty={t('dash.macedoniaPrices.empty')}
        rowLabel={(p) => `${p.roomType}, ${p.service}`}
        editLabel={t('dash.common.editEn')}
        notice={notice}
        onNotice={setNotice}
        edit={{
          valuesOf: (p) => ({ roomType: p.roomType, service: p.service, inSeasonPrice: String(p.inSeasonPrice), offSeasonPrice: String(p.offSeasonPrice) }),
          save: (p, v, changed) => updatePrice({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } }),
          texts: { success: t('dash.macedoniaPrices.updated'), failure: t('dash.macedoniaPrices.updateError') },
        }}
        remove={{
          run: (p) => deletePrice({ variables: { id: p.id } }),
          texts: { success: t('dash.macedoniaPrices.deleted'), failure: t('dash.macedoniaPrices.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
