import { useTranslation } from '../../../lib/i18n/translation';
import { useCreateCity } from '../api/create-city';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useEntityForm } from '../components/use-entity-form';
import type { FieldSpec } from '../lib/fields';
import { DEFAULT_COUNTRY_ID, useCountryOptions, useValidSelection } from '../lib/options';
import { msg } from '../../../lib/message';

export function AddCityPage() {
  const { t } = useTranslation();
  const [createCity] = useCreateCity();
  const countries = useCountryOptions();
  const fields: FieldSpec[] = [
    { name: 'name', label: t('dash.cities.name'), kind: 'text', required: true },
    { name: 'nameEn', label: t('dash.cities.nameEn'), kind: 'text' },
    { name: 'countryId', label: t('dash.cities.country'), kind: 'select', required: true, options: countries.options },
  ];
  const form = useEntityForm({
    fields,
    initial: { name: '', nameEn: '', countryId: DEFAULT_COUNTRY_ID },
    submit: (v) => createCity({ variables: { input: { name: v.name!.trim(), nameEn: v.nameEn?.trim() || null, countryId: Number(v.countryId) } } }),
    successText: msg('dash.add.success'),
    failureText: msg('dash.add.failure'),
    redirectTo: '/dashboard/ManageQytetet',
  });
  useValidSelection(form.values.countryId!, countries.options, DEFAULT_COUNTRY_ID, (id) => form.setValue('countryId', id));
  return (
    <DashboardPage title={t('dash.cities.addTitle')} narrow>
      {countries.error && <LoadError text={t('dash.countries.loadError')} />}
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} label={t('dash.cities.addTitle')} />
      </Panel>
    </DashboardPage>
  );
}
