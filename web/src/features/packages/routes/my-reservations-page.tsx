import '../../../lib/i18n/pages-texts';
import '../../../lib/i18n/passengers-texts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { MyReservationsDocument, useMyReservationsQuery, type MyReservationsQuery } from '../../../components/packages/api/my-reservations';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Loading } from '../../../components/ui/loading';
import { useMeQuery } from '../../../lib/api/me';
import { personalPage, signedInData } from '../../../lib/personal-page';
import { pageQuery } from '../../../lib/route-data';
import { toApiError } from '../../../lib/errors';
import { requestError } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { formatDateRange } from '../../../lib/format';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { useCancelMyReservation } from '../api/cancel-my-reservation';
import { BookingDetails } from '../components/booking-details';
import { BookingNextStep } from '../components/booking-next-step';
import { HowToPay } from '../components/how-to-pay';
import { AgencyContactDocument } from '../api/agency-contact';
import { BookingDocuments } from '../../../components/packages/booking-documents';
import { LoginPrompt } from '../components/login-prompt';
import { todayLocal } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';

const statusTone = {
  OPTION: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-emerald-100 text-emerald-900',
  TRAVELLED: 'bg-sky-100 text-sky-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
  WAITLISTED: 'bg-violet-100 text-violet-900',
} as const;

type Item = MyReservationsQuery['myReservations'][number];
/** What the customer may cancel here (the server decides again): an option within its terms, a place on a waitlist. */
const cancellable = (r: Item) =>
  r.status === 'WAITLISTED' || (r.status === 'OPTION' && (!r.freeCancellationUntil || r.freeCancellationUntil >= todayLocal()));

/*
 * Personal by nature (issue 40): rendered for its visitor with their `me` (a login prompt, or their
 * list once the browser has it), never kept nor shared.
 */
export const headers = personalPage;
// The agency's bank account too: the "How to pay" box beside a booking still owed is drawn by the server.
const route = signedInData(pageQuery(MyReservationsDocument, {}), pageQuery(AgencyContactDocument, {}));
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/**
 * /rezervimet-e-mia — the logged-in visitor's reservations, each with its state and what to do next;
 * options and places on a waitlist can be cancelled, after the shared confirm dialog has said what
 * cancelling means (seats released, no undo).
 */
export default function MyReservationsPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const word = useWord();
  const me = useMeQuery();
  const loggedIn = Boolean(me.data?.me);
  const { data, loading, error } = useMyReservationsQuery({ skip: !loggedIn });
  const [cancel, cancelling] = useCancelMyReservation();
  const [message, setMessage] = useState<FormResult | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const items = data?.myReservations ?? [];
  const asked = items.find((r) => r.id === asking);
  const owes = items.some((r) => (r.status === 'OPTION' || r.status === 'CONFIRMED') && r.payment.outstandingCents > 0);

  async function onCancel(id: number) {
    setMessage(null);
    try {
      await cancel({ variables: { id } });
      setMessage({ kind: 'success', message: msg('myRes.cancelled') });
    } catch (caught) {
      const api = toApiError(caught);
      const ended = api.fields.freeCancellationUntil;
      const until = items.find((r) => r.id === id)?.freeCancellationUntil;
      // The date is written when the message is drawn: "27 Nën 2026" or "27 Nov 2026", as the page reads now.
      const refused = ended && until ? msg('myBooking.cancelEnded', { date: (language) => formatDate(until, language) }) : msg('myRes.notPending');
      setMessage({ kind: 'error', message: api.code === 'CONFLICT' ? refused : requestError(api, msg('myRes.cancelFailed')) });
    } finally {
      setAsking(null);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title={t('myRes.title')} description={t('myRes.description')} />
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('myRes.title')}</h1>
      {(me.loading || loading) && <Loading />}
      {!me.loading && !loggedIn && <LoginPrompt text={t('myRes.loginFirst')} />}
      {error && (
        <p role="alert" className="text-red-700">
          {t('myRes.loadError')}
        </p>
      )}
      {message && (
        <div className="mb-4">
          <FormMessage kind={message.kind}>{word(message.message)}</FormMessage>
        </div>
      )}
      {data && items.length === 0 && (
        <p className="text-slate-700">
          {t('myRes.empty')}{' '}
          <Link to={searchUrl()} className="font-semibold text-sky-800 underline">
            {t('fav.browse')}
          </Link>
        </p>
      )}
      {owes && <HowToPay />}
      {items.length > 0 && (
        <ul className="space-y-4">
          {items.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-bold text-slate-900">
                  {r.packageId ? (
                    <Link to={`/aranzhmani/${r.packageId}`} className="hover:underline">
                      {r.title}
                    </Link>
                  ) : (
                    r.title
                  )}
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {/* The dates only: the party and the total are the booking's own, below (not the package's persons and price). */}
                  {formatDateRange(r.departureDate, r.returnDate, i18n.language)}
                </p>
                <BookingDetails r={r} />
                <BookingNextStep r={r} />
                {/* Issue 45: the contract, the invoice, the receipts and the voucher, as the job makes them. */}
                {r.status !== 'WAITLISTED' && <BookingDocuments reservationId={r.id} />}
                {/* Issue 43: the travellers' passport data, on a page of its own (its form works without JavaScript). */}
                <Link to={`/rezervimet-e-mia/${r.id}/udhetaret`} className="mt-2 inline-block font-semibold text-sky-800 underline">
                  {t('travellers.link')}
                </Link>
              </div>
              <span className={`self-start rounded-full px-3 py-1 text-sm font-semibold sm:self-center ${statusTone[r.status]}`}>
                {t(`myRes.status.${r.status}`)}
              </span>
              {cancellable(r) && (
                <Button variant="secondary" disabled={cancelling.loading} onClick={() => setAsking(r.id)}>
                  {r.status === 'WAITLISTED' ? t('myBooking.leaveWaitlist') : t('myRes.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(asked)}
        title={t('myRes.confirmTitle')}
        description={
          asked
            ? `${t('myRes.confirmText', { title: asked.title, dates: formatDateRange(asked.departureDate, asked.returnDate, i18n.language) })}${
                asked.freeCancellationUntil ? ` ${t('myBooking.confirmTerms', { date: formatDate(asked.freeCancellationUntil, i18n.language) })}` : ''
              }`
            : ''
        }
        confirmLabel={t('myRes.confirmYes')}
        cancelLabel={t('myRes.confirmNo')}
        busy={cancelling.loading}
        onConfirm={() => asked && void onCancel(asked.id)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
