import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useActionData, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import type { BookPackageMutation } from '../../../gql/graphql';
import { toApiError } from '../../../lib/errors';
import { todayLocal } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { useWord, type Message } from '../../../lib/message';
import { loginUrl } from '../../../lib/safe-next';
import { useBookPackage } from './api/book-package';
import type { BookingOptionsQuery } from './api/booking-options';
import { useBookingQuoteQuery } from './api/booking-quote';
import { BookingDone } from './booking-done';
import { OptionList } from './option-list';
import { PartyFields } from './party-fields';
import { QuoteSummary } from './quote-summary';
import { firstParty } from './lib/first-quote';
import { bookingProblem, partyProblem, type BookingAnswer, type BookingProblem } from './lib/booking-answer';
import { useVisitor } from '../../../lib/visitor';
import { useMyPartnerAgencyQuery } from './api/my-partner-agency';
import { noCustomer, PartnerCommission, PartnerCustomerFields, type PartnerCustomer } from './partner-sale';

type Pkg = NonNullable<BookingOptionsQuery['package']>;

/**
 * Choose an option and the party, see the SERVER's price (bookingQuote, asked again as the choice
 * changes; the page never adds up a price itself), give the names, book. Visitors see prices too;
 * booking asks them to log in first (and brings them back here).
 */
export function BookingForm({ pkg, loggedIn }: { pkg: Pkg; loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const word = useWord();
  const location = useLocation();
  // The page's action's answer when the box was sent as a plain form (lib/book-from-form.ts): drawn again as sent.
  const sent = (useActionData() as BookingAnswer | undefined)?.booking;
  const [optionId, setOptionId] = useState<number | null>(sent ? sent.optionId : (pkg.options[0]?.id ?? null));
  const [party, setParty] = useState(() => sent?.party ?? firstParty(pkg.persons));
  const [namesError, setNamesError] = useState<Message | undefined>(sent?.namesError);
  const [error, setError] = useState<Message | null>(sent?.error ?? null);
  // The departure cannot seat the party (seen in its seats, or told by the server at booking): the waitlist is offered.
  const [noRoom, setNoRoom] = useState(sent?.noRoom ?? false);
  const [booked, setBooked] = useState<BookPackageMutation['bookPackage'] | null>(null);
  const [book, { loading: booking }] = useBookPackage();
  // A partner agency's person (issue 47): books for a named customer and sees its commission.
  const partner = useVisitor().me?.role === 'PARTNER';
  const agency = useMyPartnerAgencyQuery({ skip: !partner }).data?.myPartnerAgency;
  const [customer, setCustomer] = useState<PartnerCustomer>(sent?.customer ?? noCustomer);
  const [customerErrors, setCustomerErrors] = useState<Partial<Record<keyof PartnerCustomer, string>>>(sent?.customerErrors ?? {});
  const form = useRef<HTMLFormElement>(null);
  // A field in error is where the visitor goes next: on a phone the message may be a screen above the button.
  const show = (problem: BookingProblem) => {
    flushSync(() => {
      setNamesError(problem.namesError);
      setCustomerErrors(problem.customerErrors ?? {});
      setError(problem.error ?? null);
      if (problem.noRoom) setNoRoom(true);
    });
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const agesChosen = party.childAges.every((a) => a !== null);
  const input = { packageId: pkg.id, optionId, adults: party.adults, childAges: party.childAges.filter((a): a is number => a !== null) };
  const quote = useBookingQuoteQuery({ variables: { input }, skip: !agesChosen });
  // A party the chosen room cannot take: the server's occupancy rule, in the page's language (issue 42, item 4).
  const quoteProblem = quote.error ? toApiError(quote.error) : null;
  const roomRule = quoteProblem?.rules?.adults ?? quoteProblem?.rules?.childAges ?? quoteProblem?.rules?.packageId;
  const shown = quote.error ? undefined : (quote.data?.bookingQuote ?? quote.previousData?.bookingQuote);
  const travellers = party.adults + party.childAges.length;
  const full = pkg.seatsLeft !== null && pkg.seatsLeft !== undefined && pkg.seatsLeft < travellers;

  if (booked) return <BookingDone booked={booked} onAnother={() => { setBooked(null); setParty(firstParty(pkg.persons)); }} />;

  async function onSubmit(event: FormEvent, waitlist = false) {
    event.preventDefault();
    const own = partyProblem(party);
    if (own) return show(own);
    if (partner && (customer.customerName.trim().length < 2 || !customer.customerPhone.trim())) {
      return show({ customerErrors: {
        ...(customer.customerName.trim().length < 2 ? { customerName: t('partner.customerMissing') } : {}),
        ...(!customer.customerPhone.trim() ? { customerPhone: t('partner.customerMissing') } : {}),
      } });
    }
    show({});
    const forCustomer = partner ? { customerName: customer.customerName.trim(), customerPhone: customer.customerPhone.trim(), ...(customer.customerEmail.trim() ? { customerEmail: customer.customerEmail.trim() } : {}) } : {};
    try {
      const result = await book({ variables: { input: { ...input, travellerNames: party.names.map((n) => n.trim()), ...forCustomer, ...(waitlist ? { waitlist } : {}) } } });
      if (result.data) setBooked(result.data.bookPackage);
    } catch (caught) {
      show(bookingProblem(toApiError(caught)));
    }
  }

  return (
    <form ref={form} method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {pkg.options.length > 0 && <OptionList options={pkg.options} value={optionId} onChange={setOptionId} />}
      <PartyFields value={party} onChange={setParty} namesError={word(namesError)} />
      {partner && <PartnerCustomerFields value={customer} onChange={setCustomer} errors={customerErrors} />}
      {pkg.seatsLeft !== null && pkg.seatsLeft !== undefined && (
        <p className={`text-sm font-medium ${full ? 'text-red-700' : 'text-slate-700'}`}>
          {pkg.seatsLeft === 0 ? t('booking.full') : full ? t('booking.noSeats') : t('booking.seatsLeft', { count: pkg.seatsLeft })}
        </p>
      )}
      <div className="min-h-40">
        {!agesChosen ? (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{t('booking.agesNeeded')}</p>
        ) : quote.error && !quote.loading ? (
          <FormMessage kind="error">{roomRule ? word(roomRule) : t('booking.quoteError')}</FormMessage>
        ) : shown ? (
          <>
            <QuoteSummary quote={shown} stale={quote.loading} />
            {partner && agency && <div className="mt-3"><PartnerCommission total={shown.total} agency={agency} /></div>}
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('booking.calculating')}</p>
        )}
      </div>
      <p className="text-xs text-slate-600">
        {t('booking.terms', { percent: pkg.terms.depositPercent, days: pkg.terms.balanceDueDays })}{' '}
        {pkg.terms.freeCancellationUntil >= todayLocal()
          ? t('myBooking.confirmTerms', { date: formatDate(pkg.terms.freeCancellationUntil, i18n.language) })
          : t('booking.noFreeCancel')}
      </p>
      {error && <FormMessage kind="error">{word(error)}</FormMessage>}
      {loggedIn && (full || noRoom) && (
        <div className="space-y-2 rounded-xl border border-violet-200 bg-violet-50 p-3">
          <p className="text-sm text-violet-950">{t('booking.waitlistHint')}</p>
          <Button type="button" variant="secondary" className="w-full" disabled={booking || !agesChosen || !shown} onClick={(e) => void onSubmit(e, true)}>
            {t('booking.joinWaitlist')}
          </Button>
        </div>
      )}
      {loggedIn ? (
        <Button type="submit" className="w-full" disabled={booking || full || noRoom || !agesChosen || !shown}>
          {booking ? t('booking.submitting') : t('booking.submit')}
        </Button>
      ) : (
        <Link to={loginUrl(location.pathname + location.search)} className={`${buttonClass('primary')} w-full`}>
          {t('booking.login')}
        </Link>
      )}
    </form>
  );
}
