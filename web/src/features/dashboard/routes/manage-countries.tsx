import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useDashboardCountriesQuery, type DashboardCountryRowFragment as Country } from '../api/countries';
import { useDeleteCountry } from '../api/delete-country';
import { useUpdateCountry } from '../api/update-country';
import { CrudTable } from '../components/crud-table';
import { DashboardPage } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { changedOnly, type FieldSpec } from '../lib/fields';
import { msg } from '../../../lib/message';

export function ManageCountriesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardCountriesQuery({ fetchPolicy: 'cache-and-network' });
  const [updateCountry] = useUpdateCountry();
  const [deleteCountry] = useDeleteCountry();
  const nameField: FieldSpec = { name: 'name', label: t('dash.countries.name'), kind: 'text', required: true };
  const nameEnField: FieldSpec = { name: 'nameEn', label: t('dash.countries.nameEn'), kind: 'text' };

  return (
    <DashboardPage
      title={t('dash.countries.manageTitle')}
      actions={
        <Link to="/dashboard/AddShtetin" className={buttonClass('secondary')}>
          {t('dashboard.links.addShtet')}
        </Link>
      }
    >
      {error && <LoadError text={t('dash.countries.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<Country>
        caption={t('dash.countries.manageTitle')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (c) => c.id, className: 'w-20 tabular-nums' },
          { id: 'name', header: t('dash.countries.name'), cell: (c) => c.name, field: () => nameField },
          { id: 'nameEn', header: t('dash.countries.nameEn'), cell: (c) => c.nameEn ?? '', field: () => nameEnField },
        ]}
        rows={data?.countries ?? []}
        loading={loading}
        empty={t('dash.countries.empty')}
        rowLabel={(c) => c.name}
        editLabel={t('dash.common.edit')}
        edit={{
          valuesOf: (c) => ({ name: c.name, nameEn: c.nameEn ?? '' }),
          save: (c, v, changed) =>
            updateCountry({ variables: { id: c.id, input: changedOnly({ name: v.name!.trim(), nameEn: v.nameEn?.trim() || null }, changed) } }),
          texts: { success: msg('dash.countries.updated'), failure: msg('dash.countries.updateError') },
        }}
        remove={{
          run: (c) => deleteCountry({ variables: { id: c.id } }),
          texts: { success: msg('dash.countries.deleted'), failure: msg('dash.countries.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
