import { useTranslation } from '../../../lib/i18n/translation';
import { useCreateAirport } from '../api/create-airport';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useEntityForm } from '../components/use-entity-form';
import { airportFields } from '../lib/airport-fields';
import { DEFAULT_COUNTRY_ID, useCountryOptions, useValidSelection } from '../lib/options';
import { msg } from '../../../lib/message';

export function AddAirportPage() {
  const { t } = useTranslation();
  const [createAirport] = useCreateAirport();
  const countries = useCountryOptions();
  const fields = airportFields(t, countries.options);
  const form = useEntityForm({
    fields,
    initial: { name: '', nameEn: '', code: '', countryId: DEFAULT_COUNTRY_ID },
    submit: (v) => createAirport({ variables: { input: { name: v.name!.trim(), nameEn: v.nameEn?.trim() || null, code: v.code!.trim().toUpperCase(), countryId: Number(v.countryId) } } }),
    successText: msg('dash.add.success'),
    failureText: msg('dash.add.failure'),
    redirectTo: '/dashboard/ManageAirports',
  });
  useValidSelection(form.values.countryId!, countries.options, DEFAULT_COUNTRY_ID, (id) => form.setValue('countryId', id));
  return (
    <DashboardPage title={t('dash.airports.addTitle')} narrow>
      {countries.error && <LoadError text={t('dash.countries.loadError')} />}
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} label={t('dash.airports.addTitle')} />
      </Panel>
    </DashboardPage>
  );
}
