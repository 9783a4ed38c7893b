import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumericDate } from '../../../lib/format';
import { useCreateTravelPlan } from '../api/create-travel-plan';
import { useDeleteTravelPlan } from '../api/delete-travel-plan';
import { useDashboardTravelPlansQuery, type DashboardTravelPlanRowFragment as TravelPlan } from '../api/travel-plans';
import { useUpdateTravelPlan } from '../api/update-travel-plan';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/notice';
import { useEntityForm } from '../components/use-entity-form';
import { changedOnly, type FieldSpec, type Values } from '../lib/fields';

/** A travel plan (the legacy API's "home"): nisja_nga, destinimi_hoteli, opsionet_neteve, data, udhetaret. */
function travelPlanFields(t: TFunction, { isNew }: { isNew: boolean }): [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'departureFrom', label: t('dash.travelPlans.departureFrom'), kind: 'text', required: true },
    { name: 'destinationHotel', label: t('dash.travelPlans.destinationHotel'), kind: 'text', required: true },
    { name: 'nightsOption', label: t('dash.travelPlans.nightsOption'), kind: 'text', required: true, placeholder: '1-5 Netë' },
    { name: 'date', label: t('dash.travelPlans.date'), kind: 'date', required: true, notBeforeToday: isNew },
    { name: 'travellers', label: t('dash.travelPlans.travellers'), kind: 'integer', required: true, min: 1, max: 100 },
  ];
}

const toInput = (v: Values) => ({
  departureFrom: v.departureFrom!.trim(),
  destinationHotel: v.destinationHotel!.trim(),
  nightsOption: v.nightsOption!.trim(),
  date: v.date!,
  travellers: Number(v.travellers),
});

/** /dashboard/ManageHomeTable: the travel plans. */
export function TravelPlansPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardTravelPlansQuery({ fetchPolicy: 'cache-and-network' });
  const [createPlan] = useCreateTravelPlan();
  const [updatePlan] = useUpdateTravelPlan();
  const [deletePlan] = useDeleteTravelPlan();
  const [notice, setNotice] = useNotice();
  const [from, destination, nights, date, travellers] = travelPlanFields(t, { isNew: false });
  const form = useEntityForm({
    fields: travelPlanFields(t, { isNew: true }),
    initial: { departureFrom: '', destinationHotel: '', nightsOption: '', date: '', travellers: '2' },
    submit: (v) => createPlan({ variables: { input: toInput(v) } }),
    successText: t('dash.travelPlans.added'),
    failureText: t('dash.travelPlans.addError'),
  });

  return (
    <DashboardPage title={t('dash.travelPlans.title')}>
      <Panel title={t('dash.travelPlans.add')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.travelPlans.add')} columns={3} label={t('dash.travelPlans.add')} />
      </Panel>
      {error && <LoadError text={t('dash.travelPlans.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<TravelPlan>
        caption={t('dash.travelPlans.title')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (p) => p.id, className: 'tabular-nums' },
          { id: 'departureFrom', header: from.label, cell: (p) => p.departureFrom, field: () => from },
          { id: 'destinationHotel', header: destination.label, cell: (p) => p.destinationHotel, field: () => destination },
          { id: 'nightsOption', header: nights.label, cell: (p) => p.nightsOption, field: () => nights },
          { id: 'date', header: date.label, cell: (p) => formatNumericDate(p.date), field: () => date, className: 'tabular-nums' },
          { id: 'travellers', header: travellers.label, cell: (p) => p.travellers, field: () => travellers, className: 'tabular-nums' },
        ]}
        rows={data?.travelPlans ?? []}
        loading={loading}
        empty={t('dash.travelPlans.empty')}
        rowLabel={(p) => p.destinationHotel}
        editLabel={t('dash.common.editEn')}
        notice={notice}
        onNotice={setNotice}
        edit={{
          valuesOf: (p) => ({ departureFrom: p.departureFrom, destinationHotel: p.destinationHotel, nightsOption: p.nightsOption, date: p.date, travellers: String(p.travellers) }),
          save: (p, v, changed) => updatePlan({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } }),
          texts: { success: t('dash.travelPlans.updated'), failure: t('dash.travelPlans.updateError') },
        }}
        remove={{
          run: (p) => deletePlan({ variables: { id: p.id } }),
          texts: { success: t('dash.travelPlans.deleted'), failure: t('dash.travelPlans.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
