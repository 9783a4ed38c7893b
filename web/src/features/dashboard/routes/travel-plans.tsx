import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatNumericDate } from '../../../lib/format';
import { useCreateTravelPlan } from '../api/create-travel-plan';
import { useDeleteTravelPlan } from '../api/delete-travel-plan';
import { useDashboardTravelPlansQuery, type DashboardTravelPlanRowFragment as TravelPlan } from '../api/travel-plans';
import { useUpdateTravelPlan } from '../api/update-travel-plan';
import { ListEditorPage } from '../components/list-editor-page';
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
  const [from, destination, nights, date, travellers] = travelPlanFields(t, { isNew: false });

  return (
    <ListEditorPage<TravelPlan>
      section="travelPlans"
      rows={data?.travelPlans ?? []}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      addFields={travelPlanFields(t, { isNew: true })}
      initial={{ departureFrom: '', destinationHotel: '', nightsOption: '', date: '', travellers: '2' }}
      formColumns={3}
      columns={[
        { id: 'id', header: t('dash.common.id'), cell: (p) => p.id, className: 'tabular-nums' },
        { id: 'departureFrom', header: from.label, cell: (p) => p.departureFrom, field: () => from },
        { id: 'destinationHotel', header: destination.label, cell: (p) => p.destinationHotel, field: () => destination },
        { id: 'nightsOption', header: nights.label, cell: (p) => p.nightsOption, field: () => nights },
        { id: 'date', header: date.label, cell: (p) => formatNumericDate(p.date), field: () => date, className: 'tabular-nums' },
        { id: 'travellers', header: travellers.label, cell: (p) => p.travellers, field: () => travellers, className: 'tabular-nums' },
      ]}
      rowLabel={(p) => p.destinationHotel}
      valuesOf={(p) => ({ departureFrom: p.departureFrom, destinationHotel: p.destinationHotel, nightsOption: p.nightsOption, date: p.date, travellers: String(p.travellers) })}
      create={(v) => createPlan({ variables: { input: toInput(v) } })}
      update={(p, v, changed) => updatePlan({ variables: { id: p.id, input: changedOnly(toInput(v), changed) } })}
      remove={(p) => deletePlan({ variables: { id: p.id } })}
    />
  );
}
