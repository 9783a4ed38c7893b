import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import type { DashboardOverviewQuery } from '../api/dashboard-overview';
import { count, dayLabel, euro } from '../lib/dashboard-numbers';

type Overview = DashboardOverviewQuery['dashboardOverview'];

function Tile({ label, value, note, tone = 'plain' }: { label: string; value: string; note?: string; tone?: 'plain' | 'warn' }) {
  return (
    <div className={`rounded-xl border p-3 ${tone === 'warn' ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tabular-nums ${tone === 'warn' ? 'text-amber-900' : 'text-slate-900'}`}>{value}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="text-base font-semibold text-slate-800">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">{children}</dl>
    </section>
  );
}

/**
 * Today's numbers (issue 46, item 1): what was booked and received today and this month, and what is
 * owed, late or lapsing now. Each group names its period; the definitions are one click away.
 */
export function HomeFigures({ o }: { o: Overview }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const period = (booked: Overview['bookedToday'], received: Overview['receivedToday']) => (
    <>
      <Tile label={t('dashHome.bookings')} value={count(booked.bookings, lang)} />
      <Tile label={t('dashHome.travellers')} value={count(booked.travellers, lang)} />
      <Tile label={t('dashHome.revenue')} value={euro(booked.revenueCents, lang)} />
      <Tile label={t('dashHome.received')} value={euro(received.receivedCents, lang)} note={t('dashHome.net', { amount: euro(received.netCents, lang) })} />
    </>
  );
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-semibold text-slate-900">{t('dashHome.figures')}</h2>
      <Group id="figures-today" title={t('dashHome.today', { date: dayLabel(o.today, lang) })}>
        {period(o.bookedToday, o.receivedToday)}
      </Group>
      <Group id="figures-month" title={t('dashHome.month', { from: dayLabel(o.monthStart, lang), to: dayLabel(o.today, lang) })}>
        {period(o.bookedThisMonth, o.receivedThisMonth)}
      </Group>
      <Group id="figures-now" title={t('dashHome.now')}>
        <Tile label={t('dashHome.outstanding')} value={euro(o.outstanding.cents, lang)} note={t('dashHome.bookingsCount', { count: o.outstanding.bookings })} />
        <Tile label={t('dashHome.overdue')} value={euro(o.overdue.cents, lang)} note={t('dashHome.bookingsCount', { count: o.overdue.bookings })} tone={o.overdue.bookings ? 'warn' : 'plain'} />
        <Tile label={t('dashHome.lapsing')} value={count(o.optionsLapsing, lang)} note={t('dashHome.lapsingHelp', { hours: o.lapsingWithinHours })} tone={o.optionsLapsing ? 'warn' : 'plain'} />
      </Group>
      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-sky-800">{t('dashHome.definitions')}</summary>
        <dl className="mt-2 space-y-2">
          {(['bookings', 'travellers', 'revenue', 'received', 'outstanding', 'overdue'] as const).map((k) => (
            <div key={k}>
              <dt className="font-medium">{t(`dashHome.${k}`)}</dt>
              <dd>{t(`dashHome.${k}Help`)}</dd>
            </div>
          ))}
          <div>
            <dt className="font-medium">{t('dashHome.lapsing')}</dt>
            <dd>{t('dashHome.lapsingHelp', { hours: o.lapsingWithinHours })}</dd>
          </div>
        </dl>
      </details>
    </div>
  );
}
