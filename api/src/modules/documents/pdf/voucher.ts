import type { BookingFacts } from '../facts.js';
import { board, date, nightsText, party, phone, type Lang } from '../words.js';
import { flightLines, travellerRows } from './contract.js';
import type { PdfWriter } from './writer.js';

const T = {
  sq: {
    intro: 'Ky vauçer i paraqitet hotelit dhe shërbimit të transferit. Rezervimi është paguar plotësisht.',
    reference: 'Numri i rezervimit', hotel: 'Hoteli', checkIn: 'Hyrja', checkOut: 'Dalja', stay: 'Qëndrimi', room: 'Dhoma', meals: 'Ushqimi', party: 'Udhëtarët',
    names: 'Emrat e udhëtarëve', flight: 'Fluturimi', transfer: 'Transferi',
    transferText: (to: string, arrive: string, leave: string) => `Aeroporti ${to} → hoteli më ${arrive}; hoteli → aeroporti ${to} më ${leave}.`,
    noTransfer: 'Sipas programit të paketës.', help: (tel: string) => `Për ndihmë gjatë udhëtimit: ${tel} (telefon, WhatsApp, Viber).`,
  },
  en: {
    intro: 'Show this voucher to the hotel and the transfer service. The booking is paid in full.',
    reference: 'Booking reference', hotel: 'Hotel', checkIn: 'Check-in', checkOut: 'Check-out', stay: 'Stay', room: 'Room', meals: 'Meals', party: 'Travellers',
    names: 'Travellers\' names', flight: 'Flight', transfer: 'Transfer',
    transferText: (to: string, arrive: string, leave: string) => `Airport ${to} → hotel on ${arrive}; hotel → airport ${to} on ${leave}.`,
    noTransfer: 'As the package programme gives.', help: (tel: string) => `Help during the trip: ${tel} (phone, WhatsApp, Viber).`,
  },
};

export function drawVoucher(w: PdfWriter, f: BookingFacts, lang: Lang): void {
  const t = T[lang];
  w.paragraph(t.intro, { bold: true }).facts([
    [t.reference, f.reference],
    [t.hotel, [f.hotel ?? f.title, f.place?.[lang]].filter(Boolean).join(', ')],
    [t.checkIn, date(lang, f.departureDate)], [t.checkOut, date(lang, f.returnDate)], [t.stay, nightsText(lang, f.nights)],
    [t.room, f.roomType[lang]], [t.meals, board(lang, f.board)], [t.party, party(lang, f.adults, f.childAges)],
  ]);
  w.heading(t.names).bullets(travellerRows(lang, f));
  w.heading(t.flight).paragraph(flightLines(lang, f) || t.noTransfer);
  w.heading(t.transfer).paragraph(f.flight ? t.transferText(f.flight.toCode, date(lang, f.departureDate), date(lang, f.returnDate)) : t.noTransfer);
  w.paragraph(t.help(phone(f.agency.phone)), { muted: true });
}
