import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCreateTravelPlanMutation } from '../api/create-travel-plan';
import { useDeleteTravelPlanMutation } from '../api/delete-travel-plan';
import { DashboardTravelPlansDocument, useDashboardTravelPlansQuery, type DashboardTravelPlansQuery } from '../api/travel-plans';
import { useUpdateTravelPlanMutation } from '../api/update-travel-plan';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/notice';
import { useEntityForm } from '../components/use-entity-form';
import { appendToList, evictEntity } from '../lib/cache';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';
import { formatNumericDate } from '../../../lib/format';

type Home = DashboardTravelPlansQuery['travelPlans'][number];

/** A travel plan ("home" in the old API): nisja_nga, destinimi_hoteli, opsionet_neteve, data, udhetaret. */
function homeFields(t: TFunction, { isNew }: { isNew: boolean }): FieldSpec[] {
  return [
    { name: 'departureFrom', label: t('dash.homes.departureFrom'), kind: 'text', required: true },
    { name: 'destinationHotel', label: t('dash.homes.destinationHotel'), kind: 'text', required: true },
    { name: 'nightsOption', label: t('dash.homes.nightsOption'), kind: 'text', required: true, placeholder: '1-5 Netë' },
    { name: 'date', label: t('dash.homes.date'), kind: 'date', required: true, notBeforeToday: isNew },
    { name: 'travellers', label: t('dash.homes.travellers'), kind: 'integer', required: true, min: 1, max: 100 },
  ];
}

const toInput = (v: Values) => ({
  departureFrom: v.departureFrom!.trim(),
  destinationHotel: v.destinationHotel!.trim(),
  nightsOption: v.nightsOption!.trim(),
  date: v.date!,
  travellers: Number(v.travellers),
});

export function ManageHomesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardTravelPlansQuery({ fetchPolicy: 'cache-and-network' });
  const [createPlan] = useCreateTravelPlanMutation();
  const [updatePlan] = useUpdateTravelPlanMutation();
  const [deletePlan] = useDeleteTravelPlanMutation();
  const [notice, setNotice] = useNotice();
  const [from, destination, nights, date, travellers] = homeFields(t, { isNew: false }) as [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec];
  const form = useEntityForm({
    fields: homeFields(t, { isNew: true }),
    initial: { departureFrom: '', destinationHotel: '', nightsOption: '', date: '', travellers: '2' },
    submit: (v) =>
      createPlan({
        variables: { input: toInput(v) },
        update: (cache, { data: added }) => added && appendToList(cache, DashboardTravelPlansDocument, {}, 'travelPlans', added.createTravelPlan),
      }),
    successText: t('dash.homes.added'),
    failureText: t('dash.homes.addError'),
  });

  return (
    <DashboardPage title={t('dash.homes.title')}>
      <Panel title={t('dash.homes.add')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.homes.add')} columns={3} label={t('dash.homes.add')} />
      </Panel>
      {error && <LoadError text={t('dash.homes.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<Home>
        caption={t('dash.homes.title')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (h) => h.id, className: 'tabular-nums' },
          { id: 'departureFrom', header: from.label, cell: (h) => h.departureFrom, field: () => from },
          { id: 'destinationHotel', header: destination.label, cell: (h) => h.destinationHotel, field: () => destination },
          { id: 'nightsOption', header: nights.label, cell: (h) => h.nightsOption, field: () => nights },
          { id: 'date', header: date.label, cell: (h) => formatNumericDate(h.date), field: () => date, className: 'tabular-nums' },
          { id: 'travellers', header: travellers.label, cell: (h) => h.travellers, field: () => travellers, className: 'tabular-nums' },
        ]}
        rows={data?.travelPlans ?? []}
        loading={loading}
        empty={t('dash.homes.empty')}
        rowLabel={(h) => h.destinationHotel}
        editLabel={t('dash.common.editEn')}
        notice={notice}
        onNotice={setNotice}
        edit={{
          valuesOf: (h) => ({ departureFrom: h.departureFrom, destinationHotel: h.destinationHotel, nightsOption: h.nightsOption, date: h.date, travellers: String(h.travellers) }),
          save: (h, v, changed) => updatePlan({ variables: { id: h.id, input: changedOnly(toInput(v), changed) } }),
          texts: { success: t('dash.homes.updated'), failure: t('dash.homes.updateError') },
        }}
        remove={{
          run: (h) => deletePlan({ variables: { id: h.id }, update: (cache) => evictEntity(cache, 'TravelPlan', h.id) }),
          texts: { success: t('dash.homes.deleted'), failure: t('dash.homes.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
