import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useDashboardAirportsQuery, type DashboardAirportRowFragment as Airport } from '../api/airports';
import { useDeleteAirport } from '../api/delete-airport';
import { useUpdateAirport } from '../api/update-airport';
import { CrudTable } from '../components/crud-table';
import { DashboardPage } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { airportFields } from '../lib/airport-fields';
import { changedOnly } from '../lib/fields';
import { useCountryOptions } from '../lib/options';
import { msg } from '../../../lib/message';

export function ManageAirportsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardAirportsQuery({ fetchPolicy: 'cache-and-network' });
  const countries = useCountryOptions();
  const [updateAirport] = useUpdateAirport();
  const [deleteAirport] = useDeleteAirport();
  const [name, nameEn, code, country] = airportFields(t, countries.options);

  return (
    <DashboardPage
      title={t('dash.airports.manageTitle')}
      actions={
        <Link to="/dashboard/AddAirport" className={buttonClass('secondary')}>
          {t('dashboard.links.addAirport')}
        </Link>
      }
    >
      {error && <LoadError text={t('dash.airports.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<Airport>
        caption={t('dash.airports.manageTitle')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (a) => a.id, className: 'w-20 tabular-nums' },
          { id: 'name', header: t('dash.airports.name'), cell: (a) => a.name, field: () => name },
          { id: 'nameEn', header: t('dash.airports.nameEn'), cell: (a) => a.nameEn ?? t('dash.common.none'), field: () => nameEn },
          { id: 'code', header: t('dash.airports.code'), cell: (a) => a.code, field: () => code },
          { id: 'country', header: t('dash.airports.country'), cell: (a) => a.country.name, field: () => country },
        ]}
        rows={data?.airports ?? []}
        loading={loading}
        empty={t('dash.airports.empty')}
        rowLabel={(a) => `${a.name} (${a.code})`}
        editLabel={t('dash.common.edit')}
        edit={{
          valuesOf: (a) => ({ name: a.name, nameEn: a.nameEn ?? '', code: a.code, countryId: String(a.country.id) }),
          save: (a, v, changed) =>
            updateAirport({
              variables: { id: a.id, input: changedOnly({ name: v.name!.trim(), nameEn: v.nameEn?.trim() ?? '', code: v.code!.trim(), countryId: Number(v.countryId) }, changed) },
            }),
          texts: { success: msg('dash.airports.updated'), failure: msg('dash.airports.updateError') },
        }}
        remove={{
          run: (a) => deleteAirport({ variables: { id: a.id } }),
          texts: { success: msg('dash.airports.deleted'), failure: msg('dash.airports.deleteError') },
        }}
      />
    </DashboardPage>
  );
}
