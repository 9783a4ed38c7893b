import '../../../lib/i18n/pages-texts';
import '../../../lib/i18n/booking-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { BookingDocuments } from '../../../components/packages/booking-documents';
import { MeDocument, useMeQuery } from '../../../lib/api/me';
import { formatDateRange, formatEuro } from '../../../lib/format';
import { PageMeta } from '../../../lib/page-meta';
import { personalPage } from '../../../lib/personal-page';
import { pageQuery, routeData } from '../../../lib/route-data';
import { useAgencyBookingsQuery } from '../api/agency-bookings';
import { LoginPrompt } from '../components/login-prompt';

const PAGE_SIZE = 20;
const euro = (cents: number) => formatEuro(cents / 100);

/* Personal (issue 47): the agency's own sales, drawn for its person only, never kept nor shared. */
export const headers = personalPage;
const route = routeData(() => [pageQuery(MeDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/**
 * /rezervimet-e-agjencise — a partner agency's bookings (issue 47): each sale's customer, state,
 * retail total, commission, net owed, paid and balance, and its documents; the agency's open balance
 * against its credit limit. The server answers with this agency's bookings only.
 */
export default function AgencyBookingsPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const me = useMeQuery();
  const partner = me.data?.me?.role === 'PARTNER';
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, loading, error } = useAgencyBookingsQuery({ variables: { page: { page: 1, pageSize } }, skip: !partner });
  const agency = data?.myPartnerAgency;
  const list = data?.agencyBookings;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t('partner.agencyBookings')} description={t('partner.agencyBookings')} />
      <h1 className="mb-2 text-3xl font-bold text-slate-900">{t('partner.agencyBookings')}</h1>
      {(me.loading || loading) && <Loading />}
      {!me.loading && !me.data?.me && <LoginPrompt text={t('partner.notPartner')} />}
      {!me.loading && me.data?.me && !partner && <p className="text-slate-700">{t('partner.notPartner')}</p>}
      {error && <p role="alert" className="text-red-700">{t('partner.loadError')}</p>}
      {agency && (
        <div className="mb-6 space-y-1 text-slate-700">
          <p>{t('partner.agencyIntro', { name: agency.name })}</p>
          <p>
            <Link to="/integrimet-e-agjencise" className="font-semibold text-sky-700 underline underline-offset-2">{t('partner.integrations')}</Link>
          </p>
          <p className="font-semibold text-slate-900" data-testid="agency-summary">
            {t('partner.summary', { open: euro(agency.openBalanceCents), limit: euro(agency.creditLimitCents), left: euro(agency.availableCreditCents) })}
          </p>
        </div>
      )}
      {list && list.items.length === 0 && <p className="text-slate-700">{t('partner.empty')}</p>}
      <ul className="space-y-4">
        {list?.items.map((r) => (
          <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="agency-booking">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-bold text-slate-900">{r.title}</h2>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800">{t(`myRes.status.${r.status}`)}</span>
            </div>
            <p className="text-sm text-slate-600">
              {r.reference} · {formatDateRange(r.departureDate, r.returnDate, i18n.language)}
            </p>
            <p className="mt-1 text-sm text-slate-800">{t('partner.customer')}: <strong>{r.userName}</strong> · {r.customerPhone}</p>
            {r.partnerSale && (
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
                {([
                  ['partner.retail', r.partnerSale.totalCents], ['partner.commission', r.partnerSale.commissionCents], ['partner.net', r.partnerSale.netCents],
                  ['partner.paid', r.partnerSale.paidCents], ['partner.balance', r.partnerSale.balanceCents],
                ] as const).map(([key, cents]) => (
                  <div key={key} className="rounded-lg bg-slate-50 p-2">
                    <dt className="text-xs text-slate-600">{t(key, { percent: agency?.commissionPercent ?? 0 })}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">{euro(cents)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {r.status !== 'WAITLISTED' && <div className="mt-3"><BookingDocuments reservationId={r.id} /></div>}
          </li>
        ))}
      </ul>
      {list && list.total > list.items.length && (
        <Button type="button" variant="secondary" className="mt-6" onClick={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))}>{t('partner.more')}</Button>
      )}
    </div>
  );
}
