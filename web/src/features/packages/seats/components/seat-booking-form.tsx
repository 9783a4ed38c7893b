import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import type { BookSeatsMutation } from '../../../../gql/graphql';
import { toApiError } from '../../../../lib/errors';
import { requestError } from '../../../../lib/field-errors';
import { useTranslation } from '../../../../lib/i18n/translation';
import { msg, useWord, type Message } from '../../../../lib/message';
import { loginUrl } from '../../../../lib/safe-next';
import { BookingDone } from '../../booking/booking-done';
import { firstParty } from '../../booking/lib/first-quote';
import { PartyFields } from '../../booking/party-fields';
import { useBookSeats } from '../api/book-seats';

/**
 * Seats alone on one flight: the party, a name per traveller, book. The server prices it (the seat's
 * price; an infant on a lap pays nothing) and holds it as an option, as a package booking; the answer
 * shows the reference and until when the seats are held. Visitors are asked to log in first, and come
 * back to the same results.
 */
export function SeatBookingForm({ flightId, oneWay, seats, loggedIn }: { flightId: number; oneWay: boolean; seats: number; loggedIn: boolean }) {
  const { t } = useTranslation();
  const word = useWord();
  const location = useLocation();
  const [party, setParty] = useState(() => firstParty(seats));
  const [namesError, setNamesError] = useState<Message | undefined>();
  const [error, setError] = useState<Message | null>(null);
  const [noRoom, setNoRoom] = useState(false);
  const [booked, setBooked] = useState<BookSeatsMutation['bookSeats'] | null>(null);
  const [book, { loading }] = useBookSeats();
  const agesChosen = party.childAges.every((a) => a !== null);

  if (booked) return <BookingDone booked={booked} onAnother={() => { setBooked(null); setParty(firstParty(seats)); }} />;

  async function onSubmit(event: FormEvent, waitlist = false) {
    event.preventDefault();
    setError(null);
    if (party.names.some((n) => n.trim().length < 2)) {
      setNamesError(msg('booking.namesMissing'));
      return;
    }
    setNamesError(undefined);
    try {
      const childAges = party.childAges.filter((a): a is number => a !== null);
      const input = { flightId, oneWay, adults: party.adults, childAges, travellerNames: party.names.map((n) => n.trim()), ...(waitlist ? { waitlist } : {}) };
      const result = await book({ variables: { input } });
      if (result.data) setBooked(result.data.bookSeats);
    } catch (caught) {
      const api = toApiError(caught);
      const seatsRule = api.rules?.travellers;
      if (seatsRule && 'key' in seatsRule && seatsRule.key === 'serverRules.NO_SEATS') setNoRoom(true);
      if (seatsRule) setError(seatsRule);
      else if (api.rules?.flightId) setError(api.rules.flightId);
      else if (api.fields.travellerNames) setNamesError(msg('booking.namesMissing'));
      else setError(requestError(api, msg('booking.failure')));
    }
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <PartyFields value={party} onChange={setParty} namesError={word(namesError)} />
      <p className="text-xs text-slate-600">{t('flights.infants')} {t('flights.terms')}</p>
      {error && <FormMessage kind="error">{word(error)}</FormMessage>}
      {loggedIn && noRoom && (
        <div className="space-y-2 rounded-xl border border-violet-200 bg-violet-50 p-3">
          <p className="text-sm text-violet-950">{t('booking.waitlistHint')}</p>
          <Button type="button" variant="secondary" className="w-full" disabled={loading || !agesChosen} onClick={(e) => void onSubmit(e, true)}>
            {t('booking.joinWaitlist')}
          </Button>
        </div>
      )}
      {loggedIn ? (
        <Button type="submit" className="w-full" disabled={loading || noRoom || !agesChosen}>
          {loading ? t('booking.submitting') : t('booking.submit')}
        </Button>
      ) : (
        <Link to={loginUrl(location.pathname + location.search)} className={`${buttonClass('primary')} w-full`}>
          {t('booking.login')}
        </Link>
      )}
    </form>
  );
}
