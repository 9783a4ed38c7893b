import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useDashboardCitiesQuery, type DashboardCityRowFragment as City } from '../api/cities';
import { useDeleteCity } from '../api/delete-city';
import { useUpdateCity } from '../api/update-city';
import { CrudTable } from '../components/crud-table';
import { DashboardPage } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { changedOnly, type FieldSpec } from '../lib/fields';
import { useCountryOptions } from '../lib/options';
import { msg } from '../../../lib/message';

export function ManageCitiesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardCitiesQuery({ fetchPolicy: 'cache-and-network' });
  const countries = useCountryOptions();
  const [updateCity] = useUpdateCity();
  const [deleteCity] = useDeleteCity();
  const nameField: FieldSpec = { name: 'name', label: t('dash.cities.name'), kind: 'text', required: true };
  const nameEnField: FieldSpec = { name: 'nameEn', label: t('dash.cities.nameEn'), kind: 'text' };
  const countryField: FieldSpec = { name: 'countryId', label: t('dash.cities.country'), kind: 'select', required: true, options: countries.options };

  return (
    <DashboardPage
      title={t('dash.cities.manageTitle')}
      actions={
        <Link to="/dashboard/AddQytetet" className={buttonClass('secondary')}>
          {t('dashboard.links.addQytet')}
        </Link>
      }
    >
      {error && <LoadError text={t('dash.cities.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<City>
        caption={t('dash.cities.manageTitle')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (c) => c.id, className: 'w-20 tabular-nums' },
          { id: 'name', header: t('dash.cities.name'), cell: (c) => c.name, field: () => nameField },
          { id: 'nameEn', header: t('dash.cities.nameEn'), cell: (c) => c.nameEn ?? '', field: () => nameEnField },
          { id: 'country', header: t('dash.cities.country'), cell: (c) => c.country.name, field: () => countryField },
        ]}
        rows={data?.cities ?? []}
        loading={loading}
        empty={t('dash.cities.empty')}
        rowLabel={(c) => c.name}
        editLabel={t('dash.common.edit')}
        edit={{
          valuesOf: (c) => ({ name: c.name, nameEn: c.nameEn ?? '', countryId: String(c.country.id) }),
          save: (c, v, changed) =>
            updateCity({ variables: { id: c.id, input: changedOnly({ name: v.name!.trim(), nameEn: v.nameEn?.trim() || null, countryId: Number(v.countryId) }, changed) } }),
          texts: { success: msg('dash.cities.updated'), failure: msg('dash.cities.updateError') },
        }}
        remove={{
          run: (c) => deleteCity({ variables: { id: c.id } }),
          texts: { success: msg('dash.cities.deleted'), failure: msg('dash.cities.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
