import { addDays } from '../../shared/local-date.js';
import type { FieldErrors, FieldRules } from '../../shared/errors.js';

/**
 * The checks of one traveller's data against the booking (issue 43), kept simple and stated so a
 * customer can follow them:
 * - born in the past (and after 1900);
 * - an adult is 12 or older on the day of departure (the airlines' age of an adult fare);
 * - a child is, on the day of departure, the age booked for them or one year older (a birthday between
 *   booking and travel): the price was made for that age, so another one goes through the agency;
 * - a passport expiring before the return date is refused: nobody travels on it. One valid for less
 *   than PASSPORT_WARNING_MONTHS after the return is accepted with a warning (many countries want 3–6
 *   months; the agency checks the destination's rule), see `passportWarning`.
 */
export const ADULT_MIN_AGE = 12;
export const PASSPORT_WARNING_MONTHS = 6;

/** A passport number as kept: capitals and digits, spaces and dashes left out. */
export const cleanPassportNumber = (v: string) => v.toUpperCase().replace(/[\s-]/g, '');
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;

/** Whole years of a person born on `born` on `day` (both YYYY-MM-DD). */
export function ageOn(born: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(born.slice(0, 4));
  return day.slice(5) < born.slice(5) ? years - 1 : years;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes the ICU knows that are no country of a passport (old, grouped or private-use ones). */
const NOT_NATIONS = new Set('AC AN AQ BU BV CP CQ CS DD DG DY EA EU EZ FX HM HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '));
/** An ISO 3166-1 alpha-2 code of a country (XK, Kosovo's, included). */
export function isNationality(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_NATIONS.has(code) && Boolean(regions.of(code));
}

export interface PassengerValues { dateOfBirth?: string | null; passportNumber?: string | null; passportExpiry?: string | null; nationality?: string | null }
export interface Trip { today: string; departureDate: string; returnDate: string; childAge: number | null }

/** The refusals of one traveller's values, keyed `${prefix}.field`: Albanian text and a code for the web. */
export function checkPassenger(p: PassengerValues, trip: Trip, prefix: string): { fields: FieldErrors; rules: FieldRules } {
  const fields: FieldErrors = {};
  const rules: FieldRules = {};
  const refuse = (field: string, text: string, code: string, params?: Record<string, number>) => {
    fields[`${prefix}.${field}`] = text;
    rules[`${prefix}.${field}`] = params ? { code, params } : { code };
  };
  const born = p.dateOfBirth;
  if (born) {
    if (born >= trip.today || born < '1900-01-01') refuse('dateOfBirth', 'Data e lindjes duhet të jetë në të kaluarën.', 'PASSENGER_BORN_PAST');
    else if (trip.childAge === null && ageOn(born, trip.departureDate) < ADULT_MIN_AGE) {
      refuse('dateOfBirth', `Një i rritur duhet të jetë të paktën ${ADULT_MIN_AGE} vjeç ditën e nisjes.`, 'PASSENGER_ADULT_AGE', { min: ADULT_MIN_AGE });
    } else if (trip.childAge !== null) {
      const age = ageOn(born, trip.departureDate);
      if (age < trip.childAge || age > trip.childAge + 1) {
        refuse('dateOfBirth', `Fëmija u rezervua ${trip.childAge} vjeç: data e lindjes nuk përputhet. Për ndryshim kontaktoni agjencinë.`, 'PASSENGER_CHILD_AGE', { age: trip.childAge });
      }
    }
  }
  if (p.passportNumber && !PASSPORT_NUMBER.test(p.passportNumber)) refuse('passportNumber', 'Numri i pasaportës ka 5–20 shkronja dhe shifra.', 'PASSPORT_NUMBER');
  if (p.passportExpiry && p.passportExpiry < trip.returnDate) {
    refuse('passportExpiry', 'Pasaporta skadon para kthimit nga udhëtimi: me të nuk mund të udhëtohet.', 'PASSPORT_EXPIRES_BEFORE_RETURN');
  }
  if (p.nationality && !isNationality(p.nationality)) refuse('nationality', 'Zgjidhni shtetësinë nga lista.', 'NATIONALITY');
  return { fields, rules };
}

/** Valid for the trip but for less than PASSPORT_WARNING_MONTHS after it: staff check the destination's rule. */
export function passportWarning(expiry: string | null | undefined, returnDate: string): boolean {
  if (!expiry) return false;
  const d = new Date(`${returnDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + PASSPORT_WARNING_MONTHS);
  return expiry >= returnDate && expiry < d.toISOString().slice(0, 10);
}

/** The last day a customer may change the data: PASSENGER_EDIT_CUTOFF_DAYS before departure. */
export const editableUntil = (departureDate: string, cutoffDays: number) => addDays(departureDate, -cutoffDays);

/** A name as booked, split the way most names are: the last word the surname, the rest the given names. */
export function splitName(full: string): { surname: string; givenNames: string } {
  const words = full.split(' ').filter(Boolean);
  if (words.length < 2) return { surname: words[0] ?? '', givenNames: '' };
  return { surname: words[words.length - 1]!, givenNames: words.slice(0, -1).join(' ') };
}
