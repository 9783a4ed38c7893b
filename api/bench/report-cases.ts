/**
 * The reports and lists `bench/reports.ts` times at booking scale (issue 46, item 4): each a name and
 * what one screen's load asks its service (a fresh EntityManager each run). A new report is one line
 * here. The subjects (the fullest flight, the busiest hotel day, a month with money) are looked up once
 * in the generated data, so the cases time the worst the agency's data holds, not an empty answer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DashboardStatsService } from '../src/modules/dashboard-stats/dashboard-stats.service.js';
import { ReportsService } from '../src/modules/reports/reports.service.js';
import { DepartureListService } from '../src/modules/departure-lists/departure-list.service.js';
import { MoneyReportService } from '../src/modules/payment-reports/money-report.service.js';
import { PaymentWatchView } from '../src/modules/payment-reports/payment-reports.types.js';
import { PaymentWatchService } from '../src/modules/payment-reports/payment-watch.service.js';
import { ReservationDeskService } from '../src/modules/reservations/reservation-desk.service.js';
import { ReservationStatus } from '../src/modules/reservations/reservation.entity.js';
import { ReservationSort } from '../src/modules/reservations/reservation.inputs.js';
import { addDays, todayLocal } from '../src/shared/local-date.js';
import { PageInput } from '../src/shared/paging.js';
import { SortDirection } from '../src/shared/sorting.js';

export interface ReportCase { name: string; run: (em: EntityManager) => Promise<unknown> }

/** A value read from the data once, on the first run that needs it. */
function once<T>(read: (em: EntityManager) => Promise<T>): (em: EntityManager) => Promise<T> {
  let value: Promise<T> | undefined;
  return (em) => (value ??= read(em));
}
const one = async <T>(em: EntityManager, sql: string) => (await em.execute<T[]>(sql))[0]!;

/** The flight with the most live travellers: a full charter. */
const fullestFlight = once((em) => one<{ id: number }>(em, `select p.flight_id as id from reservations r join packages p on p.id = r.package_id
  where r.status in ('OPTION', 'CONFIRMED') and p.flight_id is not null group by p.flight_id order by sum(r.travellers) desc limit 1`));
/** The hotel and arrival day with the most live rooms, named as the list of choices names it. */
const busiestHotelDay = once((em) => one<{ hotel: string; date: string }>(em, `select coalesce(nullif(btrim(pc.hotel_name), ''), btrim(p.title)) as hotel,
  r.departure_date::text as date from reservations r join packages p on p.id = r.package_id left join package_content pc on pc.package_id = p.id
  where r.status in ('OPTION', 'CONFIRMED') group by 1, 2 order by count(*) desc limit 1`));

const AGENCY = { name: 'Bani Travel SH.P.K.', address: 'Rr. Agim Ramadani 15, Prishtinë', email: 'info@bani-travel.com', licence: 'TA-0000/2026', phone: '38345963828' };
const lists = (em: EntityManager) => new DepartureListService(em, null, 2, AGENCY);
const money = (em: EntityManager) => new MoneyReportService(em, 20);
const watch = (em: EntityManager) => new PaymentWatchService(em);
const desk = (em: EntityManager) => new ReservationDeskService(em, null);
const page = (pageSize = 25) => Object.assign(new PageInput(), { pageSize });
const byCreated = { by: ReservationSort.CREATED, direction: SortDirection.DESC };
/** What a screen asks at once (the page and its totals), in parallel as the GraphQL resolvers run. */
const all = (...calls: Promise<unknown>[]) => Promise.all(calls);
const home = (em: EntityManager) => new DashboardStatsService(em, watch(em), money(em));
const reports = (em: EntityManager) => new ReportsService(em, null, 20);
const report = (em: EntityManager, filter: Parameters<ReportsService['query']>[0]) => reports(em).report(reports(em).query(filter));
/** The last twelve whole months, against the twelve before (the reports' default comparison). */
const lastYear = () => ({ from: `${addDays(todayLocal(), -365).slice(0, 8)}01`, to: addDays(`${todayLocal().slice(0, 8)}01`, -1) });
const lastMonth = () => money({} as EntityManager).period({ from: `${addDays(todayLocal(), -31).slice(0, 8)}01` });

export const REPORT_CASES: ReportCase[] = [
  { name: 'departure list: manifest of the fullest flight', run: async (em) => lists(em).flightManifest((await fullestFlight(em)).id) },
  { name: 'departure list: rooming list of the busiest hotel day', run: async (em) => lists(em).roomingList(await busiestHotelDay(em)) },
  { name: 'departure list: manifest of the fullest flight, printed (PDF)', run: async (em) => lists(em).printed(await lists(em).flightManifest((await fullestFlight(em)).id), 'sq') },
  { name: 'departure list: rooming choices (next 60 days)', run: (em) => lists(em).roomingChoices({}) },
  { name: 'money: received last month (page, by method, total)', run: (em) => all(money(em).received(lastMonth(), page()), money(em).receivedByMethod(lastMonth()), money(em).receivedTotal(lastMonth())) },
  { name: 'money: outstanding balances (page, total)', run: (em) => all(money(em).outstanding(page()), money(em).outstandingTotal()) },
  { name: 'money: refunds owed (page, total)', run: (em) => all(money(em).refunds(page()), money(em).refundsTotal()) },
  { name: 'dashboard home: every figure and chart', run: (em) => home(em).overview() },
  { name: 'reports: this month against a year earlier', run: (em) => report(em, {}) },
  { name: 'reports: twelve months against the twelve before', run: (em) => report(em, lastYear()) },
  { name: 'reports: twelve months, confirmed, online only', run: (em) => report(em, { ...lastYear(), statuses: [ReservationStatus.CONFIRMED], takenBy: 'online' }) },
  { name: 'payment watch: counts', run: (em) => watch(em).counts() },
  { name: 'payment watch: overdue (page)', run: (em) => watch(em).list(PaymentWatchView.OVERDUE, page()) },
  { name: 'payment watch: due today (page)', run: (em) => watch(em).list(PaymentWatchView.DUE_TODAY, page()) },
  { name: 'payment watch: options lapsing (page)', run: (em) => watch(em).list(PaymentWatchView.OPTIONS_LAPSING, page()) },
  { name: 'reservations: newest first (page)', run: (em) => desk(em).list({}, byCreated, page()) },
  { name: 'reservations: CONFIRMED (page)', run: (em) => desk(em).list({ status: ReservationStatus.CONFIRMED }, byCreated, page()) },
  { name: 'reservations: search a surname (page)', run: (em) => desk(em).list({ search: 'Krasniqi' }, byCreated, page()) },
  { name: 'reservations: search a reference (page)', run: (em) => desk(em).list({ search: 'BB-000150' }, byCreated, page()) },
  { name: 'reservations: departing next month (page)', run: (em) => desk(em).list({ departureFrom: addDays(todayLocal(), 30), departureTo: addDays(todayLocal(), 60) }, byCreated, page()) },
];
