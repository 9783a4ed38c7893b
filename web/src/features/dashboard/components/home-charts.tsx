import type { ChartOptions } from 'chart.js';
import { formatAgencyTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import type { DashboardOverviewQuery } from '../api/dashboard-overview';
import { count, dayLabel, euro, euroWhole, monthLabel, percent } from '../lib/dashboard-numbers';
import { ChartCard } from './chart-card';

type Overview = DashboardOverviewQuery['dashboardOverview'];
type Share = Overview['byCountry'][number];

const SKY = '#0369a1';
const SLATE = '#94a3b8';
const AMBER = '#d97706';
const FREE = '#e2e8f0';

/** The euro axis and tooltips of a chart whose values are cents. */
function euroOptions(lang: string, horizontal = false): ChartOptions<'bar'> {
  const axis = { ticks: { callback: (v: string | number) => euroWhole(Number(v), lang) } };
  return {
    indexAxis: horizontal ? 'y' : 'x',
    scales: horizontal ? { x: axis } : { y: axis },
    plugins: { tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${euro(Number(c.raw), lang)}` } } },
  };
}

/**
 * The season's charts (issue 46, item 1), each with its table: sales per month against the year before,
 * bookings per country and per departure airport, the next flights' seats, money received per week.
 * Loaded lazily by the dashboard's home (chart.js comes with this chunk only).
 */
export function HomeCharts({ o }: { o: Overview }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const shareName = (s: Share, none: string) => (s.placeId == null ? none : (lang === 'en' && s.nameEn) || s.name || none);

  const sales = o.salesByMonth;
  const salesNow = sum(sales.map((m) => m.salesCents));
  const salesBefore = sum(sales.map((m) => m.lastYearSalesCents));

  const shares = (rows: Share[], kind: 'country' | 'airport') => {
    const none = t(`dashHome.${kind}.none`);
    const top = rows[0];
    return (
      <ChartCard
        title={t(`dashHome.${kind}.title`)}
        period={t('dashHome.shares.period', { from: dayLabel(o.seasonStart, lang) })}
        summary={top ? t('dashHome.shares.summary', { name: shareName(top, none), count: top.bookings }) : ''}
        empty={rows.length === 0}
        height={Math.max(160, rows.length * 36 + 48)}
        data={{ labels: rows.map((s) => shareName(s, none)), datasets: [{ label: t('dashHome.shares.bookings'), data: rows.map((s) => s.bookings), backgroundColor: SKY }] }}
        options={{ indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { ticks: { precision: 0, callback: (v) => count(Number(v), lang) } } } }}
        rows={rows}
        rowKey={(s) => String(s.placeId)}
        columns={[
          { header: t(`dashHome.${kind}.name`), cell: (s) => shareName(s, none) },
          { header: t('dashHome.shares.bookings'), cell: (s) => count(s.bookings, lang), numeric: true },
          { header: t('dashHome.shares.travellers'), cell: (s) => count(s.travellers, lang), numeric: true },
          { header: t('dashHome.shares.revenue'), cell: (s) => euro(s.revenueCents, lang), numeric: true },
        ]}
      />
    );
  };

  const flights = o.nextDepartures;
  const weeks = o.paymentsByWeek;
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-slate-900">{t('dashHome.charts')}</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard
          title={t('dashHome.sales.title')}
          period={t('dashHome.sales.period', { month: monthLabel(o.today.slice(0, 7), lang) })}
          summary={t('dashHome.sales.summary', { now: euro(salesNow, lang), before: euro(salesBefore, lang) })}
          empty={salesNow === 0 && salesBefore === 0}
          data={{
            labels: sales.map((m) => monthLabel(m.month, lang)),
            datasets: [
              { label: t('dashHome.sales.thisSeason'), data: sales.map((m) => m.salesCents), backgroundColor: SKY },
              { label: t('dashHome.sales.lastSeason'), data: sales.map((m) => m.lastYearSalesCents), backgroundColor: SLATE },
            ],
          }}
          options={euroOptions(lang)}
          rows={sales}
          rowKey={(m) => m.month}
          columns={[
            { header: t('dashHome.sales.month'), cell: (m) => monthLabel(m.month, lang) },
            { header: t('dashHome.sales.thisSeason'), cell: (m) => euro(m.salesCents, lang), numeric: true },
            { header: t('dashHome.sales.lastYearMonth'), cell: (m) => monthLabel(m.lastYearMonth, lang) },
            { header: t('dashHome.sales.lastSeason'), cell: (m) => euro(m.lastYearSalesCents, lang), numeric: true },
          ]}
        />
        <ChartCard
          title={t('dashHome.weeks.title')}
          period={t('dashHome.weeks.period', { from: dayLabel(weeks[0]?.weekStart ?? o.today, lang) })}
          summary={t('dashHome.weeks.summary', { total: euro(sum(weeks.map((w) => w.receivedCents)), lang) })}
          empty={weeks.every((w) => w.receivedCents === 0 && w.netCents === 0)}
          data={{
            labels: weeks.map((w) => dayLabel(w.weekStart, lang)),
            datasets: [{ label: t('dashHome.weeks.received'), data: weeks.map((w) => w.receivedCents), backgroundColor: SKY }],
          }}
          options={{ ...euroOptions(lang), plugins: { ...euroOptions(lang).plugins, legend: { display: false } } }}
          rows={weeks}
          rowKey={(w) => w.weekStart}
          columns={[
            { header: t('dashHome.weeks.week'), cell: (w) => dayLabel(w.weekStart, lang) },
            { header: t('dashHome.weeks.received'), cell: (w) => euro(w.receivedCents, lang), numeric: true },
            { header: t('dashHome.weeks.net'), cell: (w) => euro(w.netCents, lang), numeric: true },
          ]}
        />
        {shares(o.byCountry, 'country')}
        {shares(o.byAirport, 'airport')}
        <div className="lg:col-span-2">
          <ChartCard
            title={t('dashHome.seats.title')}
            period={t('dashHome.seats.period')}
            summary={t('dashHome.seats.summary', {
              count: flights.length, taken: count(sum(flights.map((f) => f.sold + f.onOption)), lang), block: count(sum(flights.map((f) => f.block)), lang),
            })}
            empty={flights.length === 0}
            height={Math.max(160, flights.length * 40 + 56)}
            data={{
              labels: flights.map((f) => f.label),
              datasets: [
                { label: t('dashHome.seats.sold'), data: flights.map((f) => f.sold), backgroundColor: SKY },
                { label: t('dashHome.seats.onOption'), data: flights.map((f) => f.onOption), backgroundColor: AMBER },
                { label: t('dashHome.seats.free'), data: flights.map((f) => f.free), backgroundColor: FREE },
              ],
            }}
            options={{ indexAxis: 'y', scales: { x: { stacked: true, ticks: { precision: 0 } }, y: { stacked: true } } }}
            rows={flights}
            rowKey={(f) => String(f.flightId)}
            columns={[
              { header: t('dashHome.seats.flight'), cell: (f) => f.label },
              { header: t('dashHome.seats.departs'), cell: (f) => formatAgencyTime(String(f.departsAt), lang) },
              { header: t('dashHome.seats.sold'), cell: (f) => count(f.sold, lang), numeric: true },
              { header: t('dashHome.seats.onOption'), cell: (f) => count(f.onOption, lang), numeric: true },
              { header: t('dashHome.seats.free'), cell: (f) => count(f.free, lang), numeric: true },
              { header: t('dashHome.seats.block'), cell: (f) => count(f.block, lang), numeric: true },
              { header: t('dashHome.seats.occupancy'), cell: (f) => percent(f.sold + f.onOption, f.block, lang), numeric: true },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
