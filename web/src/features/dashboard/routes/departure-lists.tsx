import '../../../lib/i18n/departure-lists-texts';
import { formatDateTime, formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import {
  useDepartureListFlightManifestQuery, useDepartureListFlightsQuery, useDepartureListRoomingChoicesQuery, useDepartureListRoomingQuery,
} from '../api/departure-lists';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { ManifestTable, RoomingTable } from '../components/departure-list-tables';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { LoadError } from '../components/load-error';
import { actionButton } from '../components/row-buttons';
import { useUrlState } from '../lib/url-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The departure lists (issue 46, item 3): a flight's passenger name list for the airline, or a hotel's
 * rooming list for an arrival date, with what is missing flagged and the CSV, Excel and PDF (to print) downloads (same-
 * origin links: the session authorises them; the server logs who downloaded which list). What is shown
 * lives in the URL (?flight=12, or ?view=rooming&hotel=…&date=…).
 */
export function DepartureListsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const rooming = url.get('view') === 'rooming';
  return (
    <DashboardPage title={t('depLists.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('depLists.intro')}</p>
      <div role="group" aria-label={t('depLists.tabs')} className="mb-4 flex flex-wrap gap-2">
        <button type="button" className={actionButton} aria-pressed={!rooming} onClick={() => url.update({ view: null, hotel: null, date: null })}>
          {t('depLists.flightTab')}
        </button>
        <button type="button" className={actionButton} aria-pressed={rooming} onClick={() => url.update({ view: 'rooming', flight: null })}>
          {t('depLists.roomingTab')}
        </button>
      </div>
      {rooming ? <RoomingView /> : <FlightView />}
    </DashboardPage>
  );
}

function Downloads({ href }: { href: (format: 'csv' | 'xlsx' | 'pdf') => string }) {
  const { t, i18n } = useTranslation();
  // The printed list is in the page's language; the spreadsheets carry the airline's column names.
  const lang = i18n.language === 'en' ? 'en' : 'sq';
  const pdf = href('pdf');
  return (
    <div className="flex flex-wrap gap-2">
      <a href={href('csv')} download className={actionButton} aria-label={t('depLists.downloadLabel', { format: 'CSV' })}>{t('depLists.downloadCsv')}</a>
      <a href={href('xlsx')} download className={actionButton} aria-label={t('depLists.downloadLabel', { format: 'Excel (XLSX)' })}>{t('depLists.downloadXlsx')}</a>
      <a href={`${pdf}${pdf.includes('?') ? '&' : '?'}lang=${lang}`} download className={actionButton} aria-label={t('depLists.downloadLabel', { format: 'PDF' })}>{t('depLists.downloadPdf')}</a>
    </div>
  );
}

function Summary({ text, complete }: { text: string; complete: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`text-sm font-medium ${complete ? 'text-green-800' : 'text-amber-800'}`}>
      {text}{complete ? ` · ${t('depLists.allComplete')}` : ''}
    </p>
  );
}

function FlightView() {
  const { t } = useTranslation();
  const url = useUrlState();
  const flightId = /^\d+$/.test(url.get('flight')) ? Number(url.get('flight')) : null;
  const flights = useDepartureListFlightsQuery({ fetchPolicy: 'cache-and-network' });
  const manifest = useDepartureListFlightManifestQuery({ variables: { flightId: flightId ?? 0 }, skip: flightId === null, fetchPolicy: 'cache-and-network' });
  const items = flights.data?.flights.items ?? [];
  const list = manifest.data?.flightManifest;
  return (
    <>
      <FilterBar>
        <FilterField label={t('depLists.flight')}>
          <select className={filterInput} value={flightId ?? ''} disabled={flights.loading && !items.length} onChange={(e) => url.update({ flight: e.target.value || null })}>
            <option value="">{items.length || flights.loading ? t('depLists.chooseFlight') : t('depLists.noFlights')}</option>
            {items.map((f) => (
              <option key={f.id} value={f.id}>
                {`${f.outboundNumber} ${f.fromAirport.code} → ${f.toCode} (${f.toCity}) · ${formatDateTime(f.outboundDepartsAt)}`}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      {flights.error && <LoadError text={t('depLists.choicesError')} onRetry={() => void flights.refetch()} />}
      {flightId === null ? (
        <p className="text-sm text-slate-600">{t('depLists.pick')}</p>
      ) : (
        <Panel>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            {list ? (
              <Summary
                text={t('depLists.summaryFlight', { count: list.passengers.length, infants: list.infants, missing: list.missing })}
                complete={list.missing === 0}
              />
            ) : <span aria-live="polite" className="text-sm text-slate-600">{manifest.loading ? t('depLists.loading') : ''}</span>}
            <Downloads href={(format) => `/api/departure-lists/flights/${flightId}.${format}`} />
          </div>
          {manifest.error && <LoadError text={t('depLists.loadError')} onRetry={() => void manifest.refetch()} />}
          <ManifestTable passengers={list?.passengers ?? []} loading={manifest.loading && !list} empty={manifest.error ? t('depLists.loadError') : t('depLists.emptyFlight')} />
        </Panel>
      )}
    </>
  );
}

function RoomingView() {
  const { t } = useTranslation();
  const url = useUrlState();
  const hotel = url.get('hotel').trim();
  const date = DAY.test(url.get('date')) ? url.get('date') : '';
  const chosen = Boolean(hotel && date);
  const choices = useDepartureListRoomingChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const rooming = useDepartureListRoomingQuery({ variables: { input: { hotel, date } }, skip: !chosen, fetchPolicy: 'cache-and-network' });
  const options = choices.data?.roomingChoices ?? [];
  const list = rooming.data?.roomingList;
  const value = chosen ? `${date}|${hotel}` : '';
  const pick = (v: string) => {
    const cut = v.indexOf('|');
    url.update(cut > 0 ? { hotel: v.slice(cut + 1), date: v.slice(0, cut) } : { hotel: null, date: null });
  };
  return (
    <>
      <FilterBar>
        <FilterField label={t('depLists.hotelDay')}>
          <select className={filterInput} value={value} disabled={choices.loading && !options.length} onChange={(e) => pick(e.target.value)}>
            <option value="">{options.length || choices.loading ? t('depLists.chooseHotel') : t('depLists.noHotels')}</option>
            {/* A list linked to from elsewhere (an older date) still shows as chosen. */}
            {chosen && !options.some((o) => o.hotel === hotel && o.arrival === date) && <option value={value}>{`${formatNumericDate(date)} · ${hotel}`}</option>}
            {options.map((o) => (
              <option key={`${o.arrival}|${o.hotel}`} value={`${o.arrival}|${o.hotel}`}>
                {t('depLists.hotelOption', { date: formatNumericDate(o.arrival), hotel: o.hotel, rooms: o.rooms, guests: o.guests })}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      {choices.error && <LoadError text={t('depLists.choicesError')} onRetry={() => void choices.refetch()} />}
      {!chosen ? (
        <p className="text-sm text-slate-600">{t('depLists.pick')}</p>
      ) : (
        <Panel>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            {list ? (
              <Summary text={t('depLists.summaryRooming', { rooms: list.rooms.length, guests: list.guests, missing: list.missingNames })} complete={list.missingNames === 0} />
            ) : <span aria-live="polite" className="text-sm text-slate-600">{rooming.loading ? t('depLists.loading') : ''}</span>}
            <Downloads href={(format) => `/api/departure-lists/rooming.${format}?hotel=${encodeURIComponent(hotel)}&date=${date}`} />
          </div>
          {rooming.error && <LoadError text={t('depLists.loadError')} onRetry={() => void rooming.refetch()} />}
          <RoomingTable rooms={list?.rooms ?? []} loading={rooming.loading && !list} empty={rooming.error ? t('depLists.loadError') : t('depLists.emptyRooming')} />
        </Panel>
      )}
    </>
  );
}
