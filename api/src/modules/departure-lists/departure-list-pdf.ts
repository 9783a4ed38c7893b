import type { AgencyDetails } from '../../config/documents-env.js';
import { board, date, dateTime, phone, statusName, type Lang } from '../documents/words.js';
import { renderPdf } from '../documents/pdf/render-pdf.js';
import type { Letterhead } from '../documents/pdf/writer.js';
import { flightLabel } from '../flights/flight.entity.js';
import { todayLocal } from '../../shared/local-date.js';
import type { FlightManifest, RoomingList } from './departure-lists.types.js';

/**
 * The departure lists printed (issue 46, item 3): the airline's passenger name list and the hotel's
 * rooming list on the agency's letterhead, drawn with the documents' writer (pdfkit, DejaVu for ë and
 * ç). Landscape A4: a traveller's row holds a dozen columns. The words are the page's language.
 */
const T = {
  sq: {
    manifest: 'Lista e pasagjerëve', rooming: 'Lista e dhomave (rooming list)', printed: 'Shtypur', flight: 'Fluturimi', outbound: 'Nisja',
    back: 'Kthimi', carrier: 'Kompania', travellers: 'Udhëtarë', infants: 'Foshnja (pa ulëse)', incomplete: 'Me të dhëna që mungojnë',
    hotel: 'Hoteli', arrival: 'Mbërritja', rooms: 'Dhoma', guests: 'Mysafirë', unnamed: 'Pa emër ende', none: 'Askush në listë.',
    head: ['Nr.', 'Mbiemri', 'Emri', 'Gjinia', 'Datëlindja', 'Pasaporta', 'Skadon', 'Shtetësia', 'Foshnjë', 'Rezervimi', 'Statusi', 'Mungon'],
    roomHead: ['Nr.', 'Rezervimi', 'Statusi', 'Dhoma', 'Shërbimi', 'Mysafirët', 'Mosha e fëmijëve', 'Mbërritja', 'Largimi', 'Pa emër'],
    infant: 'FOSHNJË', oneWay: 'vetëm vajtje',
    missing: { NAMES: 'emri', DATE_OF_BIRTH: 'datëlindja', PASSPORT_NUMBER: 'pasaporta', PASSPORT_EXPIRY: 'skadimi' } as Record<string, string>,
    status: { OPTION: 'Opsion', CONFIRMED: 'Konfirmuar' } as Record<string, string>,
  },
  en: {
    manifest: 'Passenger name list', rooming: 'Rooming list', printed: 'Printed', flight: 'Flight', outbound: 'Outbound',
    back: 'Return', carrier: 'Carrier', travellers: 'Travellers', infants: 'Infants (no seat)', incomplete: 'With data missing',
    hotel: 'Hotel', arrival: 'Arrival', rooms: 'Rooms', guests: 'Guests', unnamed: 'Not named yet', none: 'Nobody on the list.',
    head: ['No.', 'Surname', 'Given names', 'Sex', 'DOB', 'Passport', 'Expires', 'Nat.', 'Infant', 'Booking', 'Status', 'Missing'],
    roomHead: ['No.', 'Booking', 'Status', 'Room', 'Board', 'Guests', 'Children\'s ages', 'Arrival', 'Departure', 'Unnamed'],
    infant: 'INFANT', oneWay: 'one way',
    missing: { NAMES: 'names', DATE_OF_BIRTH: 'birth date', PASSPORT_NUMBER: 'passport', PASSPORT_EXPIRY: 'expiry' } as Record<string, string>,
    status: { OPTION: 'Option', CONFIRMED: 'Confirmed' } as Record<string, string>,
  },
};

/** Who prints the list: the agency as the documents name it. */
export interface ListAgency extends AgencyDetails { phone: string }

function letterhead(agency: ListAgency, lang: Lang, title: string, number: string): Letterhead {
  return {
    name: agency.name, title, number, date: `${T[lang].printed}: ${date(lang, todayLocal())}`,
    lines: [agency.address, `Tel. ${phone(agency.phone)} · ${agency.email}`, `${lang === 'sq' ? 'Licenca' : 'Licence'}: ${agency.licence}`],
  };
}

export function manifestPdf(m: FlightManifest, lang: Lang, agency: ListAgency): Promise<Buffer> {
  const t = T[lang];
  const f = m.flight;
  const number = `${flightLabel(f)} ${f.outboundDepartsAt.toISOString().slice(0, 10)}`;
  return renderPdf(letterhead(agency, lang, t.manifest, number), lang, (w) => {
    w.facts([
      [t.flight, `${flightLabel(f)} (${f.toCity}) · ${f.carrier}`],
      [t.outbound, `${f.outboundNumber} · ${dateTime(lang, f.outboundDepartsAt.toISOString())}`],
      [t.back, `${f.returnNumber} · ${dateTime(lang, f.returnDepartsAt.toISOString())}`],
      [t.travellers, `${m.passengers.length} · ${t.infants}: ${m.infants} · ${t.incomplete}: ${m.missing}`],
    ]);
    if (!m.passengers.length) { w.paragraph(t.none, { muted: true }); return; }
    w.table(t.head, m.passengers.map((p, i) => [
      String(i + 1), p.surname, p.givenNames, p.sex ?? '', p.dateOfBirth ?? '', p.passportNumber ?? '', p.passportExpiry ?? '', p.nationality ?? '',
      p.infant ? t.infant : '', p.oneWay ? `${p.reference} (${t.oneWay})` : p.reference, t.status[p.status] ?? statusName(lang, p.status),
      p.missing.map((x) => t.missing[x] ?? x).join(', '),
    ]), [0.03, 0.105, 0.105, 0.04, 0.075, 0.08, 0.075, 0.07, 0.06, 0.1, 0.075, 0.185], 12, 8);
  }, 'landscape');
}

export function roomingPdf(r: RoomingList, lang: Lang, agency: ListAgency): Promise<Buffer> {
  const t = T[lang];
  return renderPdf(letterhead(agency, lang, t.rooming, `${r.hotel} ${r.arrival}`), lang, (w) => {
    w.facts([
      [t.hotel, r.hotel], [t.arrival, date(lang, r.arrival)],
      [t.rooms, `${r.rooms.length} · ${t.guests}: ${r.guests} · ${t.unnamed}: ${r.missingNames}`],
    ]);
    if (!r.rooms.length) { w.paragraph(t.none, { muted: true }); return; }
    w.table(t.roomHead, r.rooms.map((room, i) => [
      String(i + 1), room.reference, t.status[room.status] ?? statusName(lang, room.status), room.roomType, board(lang, room.board),
      room.guests.map((g) => `${g.surname} ${g.givenNames}`.trim() + (g.childAge === null ? '' : ` (${g.childAge})`)).join('\n'),
      room.childAges.join(', '), room.arrival, room.departure, room.missingNames ? String(room.missingNames) : '',
    ]), [0.035, 0.11, 0.1, 0.11, 0.11, 0.24, 0.08, 0.075, 0.075, 0.065], 10, 8.5);
  }, 'landscape');
}
