import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import type { PackageSort } from '../../../gql/schema';
import { formatEuro } from '../../../lib/format';
import { useDeletePackage } from '../api/delete-package';
import { useAskActiveBookings } from '../api/package-active-bookings';
import { useDashboardPackagesQuery, type DashboardPackageRowFragment as Package } from '../api/packages';
import { useUpdatePackage } from '../api/update-package';
import { CrudTable } from '../components/crud-table';
import { DashboardPage } from '../components/dashboard-page';
import { DateRange } from '../components/date-range';
import { useImageReplacement } from '../components/image-replacement';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { actionButton } from '../components/row-buttons';
import { Thumbnail } from '../components/thumbnail';
import { useNotice } from '../components/toasts';
import { useConfirm } from '../components/use-confirm';
import { bookingsConflict } from '../lib/bookings-conflict';
import { changedOnly } from '../lib/fields';
import { useAirportOptions, useCityOptions, useCountryOptions, useFlightOptions } from '../lib/options';
import { packageFields, packageValuesAfterChange, toPackageInput } from '../lib/package-fields';
import { PAGE_SIZE, useUrlSort, useUrlState } from '../lib/url-state';
import '../../../lib/i18n/booking-texts'; // the Options link's text
import { msg } from '../../../lib/message';

const sorts: readonly PackageSort[] = ['DATE', 'NAME', 'PRICE'];

export function ManagePackagesPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const sort = useUrlSort(url, sorts, { by: 'DATE', direction: 'ASC' });
  const search = url.get('s');
  const { data, previousData, loading, error, refetch } = useDashboardPackagesQuery({
    variables: { filter: search ? { s: search } : null, order: sort.order, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // Every package, departed ones included (the public search lists only those still on sale).
  const result = (data ?? previousData)?.allPackages;
  const countries = useCountryOptions();
  const airports = useAirportOptions();
  const cities = useCityOptions();
  const [updatePackage] = useUpdatePackage();
  const [deletePackage] = useDeletePackage();
  const replacement = useImageReplacement<Package>(t('dash.packages.newImage'));
  const askActiveBookings = useAskActiveBookings();
  const confirm = useConfirm();
  const setNotice = useNotice();

  /**
   * New dates for a package with active bookings are refused (issue 42): staff are asked whether to
   * cancel those bookings and notify their customers, and the save is sent again if they choose so.
   */
  async function withBookingsChoice<T>(p: Package, send: (cancelBookings: boolean) => Promise<T>): Promise<T> {
    try {
      return await send(false);
    } catch (error) {
      const count = bookingsConflict(error);
      if (count === null) throw error;
      const yes = await confirm.ask({
        title: t('dash.packages.bookingsTitle'), text: t('dash.packages.datesBookings', { count, title: p.title }),
        confirmLabel: t('dash.packages.cancelAndMove'), cancelLabel: t('dash.packages.keep'),
      });
      if (!yes) throw error;
      const result = await send(true);
      setNotice({ kind: 'success', text: msg('dash.packages.movedWithBookings', { count }) });
      return result;
    }
  }
  const flights = useFlightOptions();
  const lists = { countries: countries.options, airports: airports.options, citiesOf: cities.ofCountry, flights: flights.options };

  return (
    <DashboardPage
      title={t('dash.packages.manageTitle')}
      actions={
        <Link to="/dashboard/AddAranzhmanet" className={buttonClass('secondary')}>
          {t('dashboard.links.addAranzhman')}
        </Link>
      }
    >
      <SearchBox initial={search} onSearch={(s) => url.update({ s })} />
      {error && <LoadError text={t('dash.packages.loadError')} onRetry={() => void refetch()} />}
      {(countries.error || airports.error) && <LoadError text={t('dash.packages.listsError')} />}
      <CrudTable<Package>
        caption={t('dash.packages.manageTitle')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (p) => p.id, className: 'tabular-nums' },
          { id: 'image', header: t('dash.packages.thumb'), cell: (p) => <Thumbnail image={p.image} alt={p.title} /> },
          // Issue 16: at 1366 px thirteen columns pushed stars and seats under the pinned actions.
          // Facts that belong together share a cell, as a second line: the table fits the screen.
          {
            id: 'title',
            header: t('dash.packages.title'),
            cell: (p) => (
              // One box: on phones a cell lays its children out side by side.
              <div>
                <span className="block font-medium">{p.title}</span>
                <Secondary>{`${p.roomType} · ${p.service}`}</Secondary>
                {/* Issue 20: the package page's content and gallery, and its price options and terms. Here,
                    not beside Edit and Delete: the pinned actions column must stay narrow (1366 px). */}
                <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs font-medium">
                  <Link to={`/dashboard/AranzhmaniFaqja/${p.id}`} aria-label={t('dash.packageContent.linkLabel', { title: p.title })} className="text-sky-800 underline">
                    {t('dash.packageContent.link')}
                  </Link>
                  <Link to={`/dashboard/PackageOptions/${p.id}`} aria-label={`${t('bookingDash.optionsButton')}: ${p.title}`} className="text-sky-800 underline">
                    {t('bookingDash.optionsButton')}
                  </Link>
                </span>
              </div>
            ),
            sortKey: 'NAME',
            className: 'min-w-44',
          },
          {
            id: 'place',
            header: t('dash.packages.country'),
            cell: (p) => (
              <div>
                <span className="block">{p.city ? `${p.country.name}, ${p.city.name}` : p.country.name}</span>
                <Secondary>
                  {t('dash.packages.airportShort')}:{' '}
                  <abbr title={p.airport.name} className="no-underline">
                    {p.airport.code}
                  </abbr>
                </Secondary>
              </div>
            ),
            className: 'min-w-28',
          },
          { id: 'price', header: t('dash.packages.price'), cell: (p) => formatEuro(p.price), sortKey: 'PRICE', className: 'tabular-nums' },
          {
            id: 'dates',
            header: t('dash.packages.dates'),
            cell: (p) => (
              <div>
                <DateRange from={p.departureDate} to={p.returnDate} />
                <Secondary>
                  <span className="whitespace-nowrap">{`${t('dash.packages.nightsShort')}: ${p.nights}`}</span> ·{' '}
                  <span className="whitespace-nowrap">{`${t('dash.packages.personsShort')}: ${p.persons}`}</span>
                </Secondary>
              </div>
            ),
            sortKey: 'DATE',
            className: 'tabular-nums',
          },
          {
            id: 'rating',
            header: t('dash.packages.ratingShort'),
            cell: (p) => (
              <span role="img" aria-label={`${p.rating} ${t('dash.packages.ratingShort')}`} className="whitespace-nowrap">
                {'★'.repeat(p.rating)}
              </span>
            ),
          },
          {
            id: 'seats',
            header: t('dash.packages.seatsShort'),
            cell: (p) => (p.seats === null || p.seats === undefined ? t('dash.common.unlimited') : t('dash.packages.seatsLeft', { left: p.seatsLeft ?? 0, seats: p.seats })),
            className: 'min-w-24',
          },
        ]}
        rows={result?.items ?? []}
        loading={loading}
        empty={t('dash.packages.empty')}
        sort={sort.table}
        rowLabel={(p) => p.title}
        editLabel={t('dash.common.edit')}
        edit={{
          panelFields: (values) => packageFields(t, lists, values, { isNew: false }),
          valuesOf: (p) => ({
            title: p.title,
            countryId: String(p.country.id),
            cityId: p.city ? String(p.city.id) : '',
            airportId: String(p.airport.id),
            price: String(p.price),
            persons: String(p.persons),
            nights: String(p.nights),
            rating: String(p.rating),
            roomType: p.roomType,
            roomTypeEn: p.roomTypeEn ?? '',
            board: p.board ?? '',
            departureDate: p.departureDate,
            returnDate: p.returnDate,
            seats: p.seats === null || p.seats === undefined ? '' : String(p.seats),
            flightId: p.flightId ? String(p.flightId) : '',
          }),
          onChange: packageValuesAfterChange,
          panelExtra: (p) => replacement.panel(p, p.title),
          pendingChange: replacement.pending,
          save: async (p, v, changed) => {
            const imageId = await replacement.upload(p);
            const input = { ...changedOnly(toPackageInput(v), changed), ...(imageId ? { imageId } : {}) };
            const result = await withBookingsChoice(p, (cancelBookings) => updatePackage({ variables: { id: p.id, input, cancelBookings } }));
            replacement.done();
            return result;
          },
          texts: { success: msg('dash.packages.updated'), failure: msg('dash.packages.updateError') },
        }}
        remove={{
          // Issue 42: with active bookings, the dialog says so and offers to cancel them and notify.
          confirmation: async (p) => {
            const count = await askActiveBookings(p.id);
            if (!count) return null;
            return {
              title: t('dash.packages.bookingsTitle'), text: t('dash.packages.deleteBookings', { count, title: p.title }),
              confirmLabel: t('dash.packages.cancelAndDelete'), cancelLabel: t('dash.packages.keep'),
              choice: true, success: msg('dash.packages.deletedWithBookings', { count }),
            };
          },
          run: (p, cancelBookings) => deletePackage({ variables: { id: p.id, cancelBookings: cancelBookings === true } }),
          texts: { success: msg('dash.packages.deleted'), failure: msg('dash.packages.deleteError') },
        }}
      />
      {confirm.dialog}
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 sm:max-w-md">
        <span className="mb-1 block text-sm font-medium text-slate-700">{t('dash.packages.searchLabel')}</span>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-sky-500"
        />
      </label>
      <button type="submit" className={actionButton}>
        {t('dash.common.search')}
      </button>
    </form>
  );
}

/** The second line of a cell: facts that belong to the first. */
function Secondary({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block text-xs text-slate-600">{children}</span>;
}
