import { useTranslation } from 'react-i18next';
import { useCreatePackageMutation } from '../api/create-package';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { ImagePicker, imageFileError } from '../components/image-picker';
import { LoadError } from '../components/load-error';
import { useEntityForm } from '../components/use-entity-form';
import { useImageUpload } from '../components/use-image-upload';
import { IMAGE_FIELD } from '../lib/api-error';
import { evictLists } from '../lib/cache';
import type { FieldErrors, Values } from '../lib/fields';
import { DEFAULT_AIRPORT_ID, DEFAULT_COUNTRY_ID, useAirportOptions, useCityOptions, useCountryOptions, useValidSelection } from '../lib/options';
import { packageFields, packageValuesAfterChange, toPackageInput } from '../lib/package-fields';

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
  service: '',
  departureDate: '',
  returnDate: '',
  seats: '',
};

export function AddPackagePage() {
  const { t } = useTranslation();
  const [createPackage] = useCreatePackageMutation();
  const countries = useCountryOptions();
  const airports = useAirportOptions();
  const cities = useCityOptions();
  const image = useImageUpload();
  const lists = { countries: countries.options, airports: airports.options, citiesOf: cities.ofCountry };

  const form = useEntityForm({
    fields: (values) => packageFields(t, lists, values, { isNew: true }),
    initial,
    onChange: packageValuesAfterChange,
    extraFieldNames: [IMAGE_FIELD],
    validate: (): FieldErrors => {
      const error = image.file ? imageFileError(image.file, '', t('dash.upload.notImage')) : undefined;
      return error ? { [IMAGE_FIELD]: error } : {};
    },
    submit: async (v) => {
      const imageId = image.file ? await image.upload() : null;
      await createPackage({
        variables: { input: { ...toPackageInput(v), imageId } },
        update: (cache) => evictLists(cache, 'searchPackages'),
      });
    },
    successText: t('dash.add.success'),
    failureText: t('dash.add.failure'),
    redirectTo: '/dashboard/ManageAranzhmanet',
  });
  useValidSelection(form.values.countryId!, countries.options, DEFAULT_COUNTRY_ID, (id) => form.setValue('countryId', id));
  useValidSelection(form.values.airportId!, airports.options, DEFAULT_AIRPORT_ID, (id) => form.setValue('airportId', id));

  return (
    <DashboardPage title={t('dash.packages.addTitle')} narrow>
      {(countries.error || airports.error) && <LoadError text={t('dash.packages.listsError')} />}
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} label={t('dash.packages.addTitle')}>
          <ImagePicker
            id={`${form.idPrefix}-${IMAGE_FIELD}`}
            label={t('dash.packages.image')}
            file={image.file}
            onFile={(file) => {
              image.setFile(file);
              form.setErrors(({ [IMAGE_FIELD]: _fixed, ...rest }) => rest);
            }}
            error={form.errors[IMAGE_FIELD]}
            progress={image.progress}
          />
        </AddForm>
      </Panel>
    </DashboardPage>
  );
}
