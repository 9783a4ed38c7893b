import { useTranslation } from '../../../lib/i18n/translation';
import { useCreatePackage } from '../api/create-package';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useEntityForm } from '../components/use-entity-form';
import { useImageField } from '../components/use-image-field';
import type { Values } from '../lib/fields';
import { DEFAULT_AIRPORT_ID, DEFAULT_COUNTRY_ID, useAirportOptions, useCityOptions, useCountryOptions, useValidSelection, useFlightOptions } from '../lib/options';
import { packageFields, packageValuesAfterChange, toPackageInput } from '../lib/package-fields';
import { msg } from '../../../lib/message';

const initial: Values = {
  title: '',
  countryId: DEFAULT_COUNTRY_ID,
  cityId: '',
  airportId: DEFAULT_AIRPORT_ID,
  price: '',
  persons: '2',
  nights: '',
  rating: '',
  roomType: '',
  roomTypeEn: '',
  board: '',
  departureDate: '',
  returnDate: '',
  seats: '',
  flightId: '',
};

export function AddPackagePage() {
  const { t } = useTranslation();
  const [createPackage] = useCreatePackage();
  const countries = useCountryOptions();
  const airports = useAirportOptions();
  const cities = useCityOptions();
  const image = useImageField();
  const flights = useFlightOptions();
  const lists = { countries: countries.options, airports: airports.options, citiesOf: cities.ofCountry, flights: flights.options };

  const form = useEntityForm({
    fields: (values) => packageFields(t, lists, values, { isNew: true }),
    initial,
    onChange: packageValuesAfterChange,
    image,
    submit: async (v) => {
      const imageId = await image.uploadIfChosen();
      await createPackage({ variables: { input: { ...toPackageInput(v), imageId } } });
    },
    successText: msg('dash.add.success'),
    failureText: msg('dash.add.failure'),
    redirectTo: '/dashboard/ManageAranzhmanet',
  });
  useValidSelection(form.values.countryId!, countries.options, DEFAULT_COUNTRY_ID, (id) => form.setValue('countryId', id));
  useValidSelection(form.values.airportId!, airports.options, DEFAULT_AIRPORT_ID, (id) => form.setValue('airportId', id));

  return (
    <DashboardPage title={t('dash.packages.addTitle')} narrow>
      {(countries.error || airports.error) && <LoadError text={t('dash.packages.listsError')} />}
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} imageLabel={t('dash.packages.image')} label={t('dash.packages.addTitle')} />
      </Panel>
    </DashboardPage>
  );
}
