import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import type { ReservationFilter, ReservationStatus } from '../../../gql/schema';
import type { UrlState } from '../lib/url-state';
import { FilterBar, FilterField, filterInput } from './filter-bar';

export const reservationStatuses: readonly ReservationStatus[] = ['OPTION', 'CONFIRMED', 'WAITLISTED', 'EXPIRED', 'CANCELLED', 'TRAVELLED'];
const names = ['status', 'q', 'departureFrom', 'departureTo', 'bookedFrom', 'bookedTo', 'partner'] as const;
type Draft = Record<(typeof names)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day picked in the filter, as the instants that start and end it on the staff member's clock. */
const startOfDay = (day: string) => (DAY.test(day) ? new Date(`${day}T00:00:00`).toISOString() : null);
const endOfDay = (day: string) => (DAY.test(day) ? new Date(`${day}T23:59:59.999`).toISOString() : null);

/** The filters as the URL keeps them, turned into the query's ReservationFilter. */
export function reservationFilterOf(url: UrlState): ReservationFilter {
  const day = (name: string) => (DAY.test(url.get(name)) ? url.get(name) : null);
  return {
    status: reservationStatuses.find((s) => s === url.get('status')) ?? null,
    search: url.get('q').trim() || null,
    departureFrom: day('departureFrom'),
    departureTo: day('departureTo'),
    bookedFrom: startOfDay(url.get('bookedFrom')),
    bookedTo: endOfDay(url.get('bookedTo')),
    // Issue 47: sold by this partner agency (a seller's link in the table, or the partner agencies page).
    partnerAgencyId: /^[1-9]\d{0,8}$/.test(url.get('partner')) ? Number(url.get('partner')) : null,
  };
}

/** Search by reference, name, e-mail or package; status; departure and booking dates (issue 42). */
export function ReservationFilters({ url }: { url: UrlState }) {
  const { t } = useTranslation();
  const applied = Object.fromEntries(names.map((n) => [n, url.get(n)])) as Draft;
  const [draft, setDraft] = useState<Draft>(applied);
  const set = (name: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value }));
  const date = (name: keyof Draft, label: string) => (
    <FilterField label={label}>
      <input type="date" className={filterInput} value={draft[name]} onChange={set(name)} />
    </FilterField>
  );
  return (
    <FilterBar
      onApply={() => url.update(draft)}
      onClear={() => {
        const empty = Object.fromEntries(names.map((n) => [n, ''])) as Draft;
        setDraft(empty);
        url.update(empty);
      }}
    >
      <FilterField label={t('dash.reservations.search')}>
        <input type="search" className={`${filterInput} sm:w-72`} value={draft.q} maxLength={100} onChange={set('q')} />
      </FilterField>
      <FilterField label={t('dash.reservations.status')}>
        <select className={filterInput} value={draft.status} onChange={set('status')}>
          <option value="">{t('dash.common.all')}</option>
          {reservationStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`dash.reservations.statuses.${s}`)}
            </option>
          ))}
        </select>
      </FilterField>
      {date('departureFrom', t('dash.reservations.departureFrom'))}
      {date('departureTo', t('dash.reservations.departureTo'))}
      {date('bookedFrom', t('dash.reservations.bookedFrom'))}
      {date('bookedTo', t('dash.reservations.bookedTo'))}
      {applied.partner && (
        <FilterField label={t('dash.reservations.seller')}>
          <span className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-2 py-2 text-sm text-emerald-950">
            #{applied.partner}
            <button type="button" className="font-semibold underline" onClick={() => { setDraft((d) => ({ ...d, partner: '' })); url.update({ ...draft, partner: '' }); }}>
              {t('dash.reservations.sellerClear')}
            </button>
          </span>
        </FilterField>
      )}
    </FilterBar>
  );
}
