import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatDateTime } from '../../../lib/format';
import { useDeparturesQuery, type DeparturesQuery } from '../api/departures';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { LoadError } from '../components/load-error';
import { flightLabel } from '../lib/flight-fields';
import { useAirportOptions } from '../lib/options';

type Row = DeparturesQuery['departures']['items'][number];
interface Filters { airportId: string; toCode: string; month: string }
const NONE: Filters = { airportId: '', toCode: '', month: '' };
const cell = 'px-3 py-2 text-right tabular-nums';

/** /dashboard/Nisjet (issue 43): per flight and per package on it, the seats sold, on option, waitlisted and free; the options about to lapse. */
export function DeparturesPage() {
  const { t } = useTranslation();
  const airports = useAirportOptions();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [applied, setApplied] = useState<Filters>(NONE);
  const filter = {
    ...(applied.airportId ? { airportId: Number(applied.airportId) } : {}),
    ...(/^[A-Za-z]{3}$/.test(applied.toCode.trim()) ? { toCode: applied.toCode.trim().toUpperCase() } : {}),
    ...(applied.month ? { month: applied.month } : {}),
  };
  const { data, loading, error, refetch } = useDeparturesQuery({ variables: { filter, page: { pageSize: 50 } }, fetchPolicy: 'cache-and-network' });
  const rows = data?.departures.items ?? [];
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  return (
    <DashboardPage title={t('dash.departures.title')} subtitle={applied.month ? undefined : t('dash.departures.upcoming')}>
      <FilterBar onApply={() => setApplied(draft)} onClear={() => { setDraft(NONE); setApplied(NONE); }}>
        <FilterField label={t('dash.departures.airport')}>
          <select className={filterInput} value={draft.airportId} onChange={set('airportId')}>
            <option value="">{t('dash.departures.allAirports')}</option>
            {airports.options.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
          </select>
        </FilterField>
        <FilterField label={t('dash.departures.destination')}>
          <input className={filterInput} value={draft.toCode} onChange={set('toCode')} placeholder="AYT" maxLength={3} />
        </FilterField>
        <FilterField label={t('dash.departures.month')}>
          <input type="month" className={filterInput} value={draft.month} onChange={set('month')} />
        </FilterField>
      </FilterBar>
      {error && <LoadError text={t('dash.departures.loadError')} onRetry={() => void refetch()} />}
      <Panel className="mb-8 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('dash.departures.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="px-3 py-2">{t('dash.departures.flight')}</th>
              <th scope="col" className="px-3 py-2">{t('dash.departures.dates')}</th>
              {(['block', 'sold', 'onOption', 'waitlisted', 'free'] as const).map((k) => <th key={k} scope="col" className="px-3 py-2 text-right">{t(`dash.departures.${k}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {!loading && rows.length === 0 && <tr><td colSpan={7} className="px-3 py-6 text-center text-slate-500">{t('dash.departures.empty')}</td></tr>}
            {rows.map((row) => <DepartureRows key={row.flight.id} row={row} />)}
          </tbody>
        </table>
      </Panel>
      <Panel title={t('dash.departures.lapsing')}>
        {(data?.departures.lapsing ?? []).length === 0 ? (
          <p className="text-slate-500">{t('dash.departures.noLapsing')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data!.departures.lapsing.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span><strong>{o.reference}</strong> · {o.userName} · {o.title}</span>
                <span className="tabular-nums text-slate-600">{t('dash.departures.lapsingLine', { flight: o.flight, seats: o.seats, when: formatDateTime(o.lapsesAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </DashboardPage>
  );
}

/** A flight's line, then one line per package on it (its own cap beside its title). */
function DepartureRows({ row }: { row: Row }) {
  const { t } = useTranslation();
  const f = row.flight;
  return (
    <>
      <tr className="border-t border-slate-200 bg-slate-50 font-semibold">
        <th scope="row" className="px-3 py-2 text-left">{flightLabel(f)} · {f.carrier} <span className="font-normal text-slate-600">({f.toCity})</span></th>
        <td className="px-3 py-2 tabular-nums">{formatDateTime(f.outboundDepartsAt)} – {formatDateTime(f.returnDepartsAt)}</td>
        <td className={cell}>{row.block}</td>
        <td className={cell}>{row.sold}</td>
        <td className={cell}>{row.onOption}</td>
        <td className={cell}>{row.waitlisted}</td>
        <td className={`${cell} ${row.free === 0 ? 'text-red-700' : 'text-emerald-700'}`}>{row.free}</td>
      </tr>
      {row.packages.map((p) => (
        <tr key={p.packageId} className="border-t border-slate-100">
          <td className="px-3 py-1.5 pl-8">{p.title}</td>
          <td className="px-3 py-1.5 text-slate-600">{p.cap === null || p.cap === undefined ? t('dash.departures.noCap') : t('dash.departures.cap', { cap: p.cap })}</td>
          <td className={cell} />
          <td className={cell}>{p.sold}</td>
          <td className={cell}>{p.onOption}</td>
          <td className={cell}>{p.waitlisted}</td>
          <td className={cell} />
        </tr>
      ))}
    </>
  );
}
