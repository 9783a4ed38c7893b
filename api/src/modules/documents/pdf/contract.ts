import type { BookingFacts } from '../facts.js';
import { board, date, dateTime, eur, nightsText, party, phone, priceLineLabel, STAGES, type Lang } from '../words.js';
import type { PdfWriter } from './writer.js';

const T = {
  sq: {
    booking: 'Rezervimi', reference: 'Numri i rezervimit', bookedOn: 'Rezervuar më', customer: 'Udhëtari kryesor', contact: 'Kontakti',
    form: 'Formulari standard i informacionit për paketat e udhëtimit',
    formIntro: (agency: string) => `Kombinimi i shërbimeve të udhëtimit që ju ofrohet është paketë udhëtimi në kuptim të Ligjit për Turizmin 08/L-074 dhe të Direktivës (BE) 2015/2302. Prandaj, ju gëzoni të gjitha të drejtat që u jepen paketave të udhëtimit. ${agency} është plotësisht përgjegjëse për kryerjen e duhur të paketës në tërësi.`,
    main: 'Karakteristikat kryesore', destination: 'Destinacioni', dates: 'Datat', duration: 'Kohëzgjatja', transport: 'Transporti', noFlight: 'Sipas programit të paketës',
    baggage: 'Bagazhi', accommodation: 'Akomodimi', meals: 'Ushqimi', included: 'Çmimi përfshin', notIncluded: 'Çmimi nuk përfshin',
    organiser: 'Organizatori', name: 'Emri', address: 'Adresa', phone: 'Telefoni', email: 'Emaili', licence: 'Licenca',
    price: 'Çmimi', item: 'Përshkrimi', count: 'Sasia', unit: 'Çmimi njësi', amount: 'Shuma', total: 'Totali (përfshirë taksat dhe tarifat)',
    payments: 'Pagesat', stage: 'Pagesa', due: 'Afati',
    documents: 'Pasaportat dhe vizat', documentsText: 'Çdo udhëtar duhet të ketë pasaportë të vlefshme së paku gjashtë muaj pas kthimit dhe vizat që kërkon destinacioni (shih pikën 5 të kushteve).',
    cancel: 'Anulimi nga udhëtari', insurance: 'Sigurimi', insuranceText: 'Sigurimi i anulimit dhe ai shëndetësor nuk përfshihen, përveç kur shënohen më lart; shih pikën 6 të kushteve.',
    cancelFree: (until: string, fee: number) => `Falas deri më ${until}; më pas organizatori mban ${fee}% të totalit si tarifë anulimi.`,
    cancelFee: (fee: number) => `Organizatori mban ${fee}% të totalit si tarifë anulimi.`,
    travellers: 'Udhëtarët', adult: 'i rritur', child: (age: number) => `fëmijë, ${age} vjeç`, unnamed: 'pa emër ende',
    terms: (v: number) => `Kushtet e përgjithshme (versioni ${v})`,
    accepted: (on: string) => `Udhëtari i pranoi këto kushte dhe formularin e informacionit me rezervimin më ${on}. Kjo kontratë i jepet udhëtarit në formë të qëndrueshme.`,
    option: (until: string) => `Opsion: vendet mbahen deri më ${until}; pagesa e parë e konfirmon rezervimin.`,
  },
  en: {
    booking: 'Booking', reference: 'Booking reference', bookedOn: 'Booked on', customer: 'Lead traveller', contact: 'Contact',
    form: 'Standard information form for package travel',
    formIntro: (agency: string) => `The combination of travel services offered to you is a package within the meaning of the Law on Tourism 08/L-074 and Directive (EU) 2015/2302. Therefore, you benefit from all the rights that apply to packages. ${agency} is fully responsible for the proper performance of the package as a whole.`,
    main: 'Main characteristics', destination: 'Destination', dates: 'Dates', duration: 'Duration', transport: 'Transport', noFlight: 'As the package programme gives',
    baggage: 'Baggage', accommodation: 'Accommodation', meals: 'Meals', included: 'The price includes', notIncluded: 'The price does not include',
    organiser: 'Organiser', name: 'Name', address: 'Address', phone: 'Phone', email: 'E-mail', licence: 'Licence',
    price: 'Price', item: 'Item', count: 'Qty', unit: 'Unit price', amount: 'Amount', total: 'Total (taxes and fees included)',
    payments: 'Payments', stage: 'Payment', due: 'Due by',
    documents: 'Passports and visas', documentsText: 'Each traveller needs a passport valid at least six months after the return and the visas the destination requires (see point 5 of the terms).',
    cancel: 'Cancellation by the traveller', insurance: 'Insurance', insuranceText: 'Cancellation and health insurance are not included unless listed above; see point 6 of the terms.',
    cancelFree: (until: string, fee: number) => `Free of charge until ${until}; after that the organiser keeps ${fee}% of the total as a cancellation fee.`,
    cancelFee: (fee: number) => `The organiser keeps ${fee}% of the total as a cancellation fee.`,
    travellers: 'Travellers', adult: 'adult', child: (age: number) => `child, aged ${age}`, unnamed: 'name not given yet',
    terms: (v: number) => `General terms (version ${v})`,
    accepted: (on: string) => `The traveller accepted these terms and the information form when booking on ${on}. This contract is given to the traveller on a durable medium.`,
    option: (until: string) => `Option: the seats are held until ${until}; the first payment confirms the booking.`,
  },
};

export function flightLines(lang: Lang, f: BookingFacts): string {
  const fl = f.flight;
  if (!fl) return '';
  const out = `${fl.carrier} ${fl.outboundNumber}: ${fl.from[lang]} (${fl.fromCode}) → ${fl.toCity} (${fl.toCode}), ${dateTime(lang, fl.outboundDepartsAt)} – ${dateTime(lang, fl.outboundArrivesAt)}`;
  if (fl.oneWay) return out;
  return `${out}\n${fl.carrier} ${fl.returnNumber}: ${fl.toCity} (${fl.toCode}) → ${fl.from[lang]} (${fl.fromCode}), ${dateTime(lang, fl.returnDepartsAt)} – ${dateTime(lang, fl.returnArrivesAt)}`;
}

export function travellerRows(lang: Lang, f: BookingFacts): string[] {
  const t = T[lang];
  return f.travellers.map((p) => `${p.name || t.unnamed} (${p.childAge === null ? t.adult : t.child(p.childAge)})`);
}

export function drawContract(w: PdfWriter, f: BookingFacts, lang: Lang): void {
  const t = T[lang];
  w.heading(t.booking).facts([
    [t.reference, f.reference], [t.bookedOn, date(lang, f.bookedOn)], [t.customer, f.customer.name], [t.contact, [f.customer.email, f.customer.phone].filter(Boolean).join(', ')],
  ]);
  if (f.status === 'OPTION' && f.expiresAt) w.paragraph(t.option(dateTime(lang, f.expiresAt)), { muted: true });

  w.heading(t.form).paragraph(t.formIntro(f.agency.name));
  w.paragraph(t.main, { bold: true }).facts([
    [t.destination, [f.title, f.place?.[lang]].filter(Boolean).join(', ')],
    [t.dates, `${date(lang, f.departureDate)} – ${date(lang, f.returnDate)}`],
    [t.duration, nightsText(lang, f.nights)],
    [t.transport, flightLines(lang, f) || t.noFlight],
    ...(f.flight?.baggage ? [[t.baggage, f.flight.baggage] as const] : []),
    [t.accommodation, [f.hotel, f.roomType[lang]].filter(Boolean).join(', ')],
    [t.meals, board(lang, f.board)],
  ]);
  if (f.included[lang].length) w.paragraph(t.included, { bold: true }).bullets(f.included[lang]);
  if (f.notIncluded[lang].length) w.paragraph(t.notIncluded, { bold: true }).bullets(f.notIncluded[lang]);
  w.paragraph(t.organiser, { bold: true }).facts([
    [t.name, f.agency.name], [t.address, f.agency.address], [t.phone, phone(f.agency.phone)], [t.email, f.agency.email], [t.licence, f.agency.licence],
  ]);

  w.heading(t.price).table([t.item, t.count, t.unit, t.amount],
    [...f.priceLines.map((l) => [priceLineLabel(lang, l.kind, l.age), String(l.count), eur(Math.round(l.unitPrice * 100)), eur(Math.round(l.amount * 100))]),
      [t.total, '', '', eur(f.totalCents)]], [0.46, 0.12, 0.21, 0.21], 1);
  w.paragraph(t.payments, { bold: true }).table([t.stage, t.due, t.amount], f.stages.map((s) => [STAGES[lang][s.kind] ?? s.kind, date(lang, s.dueDate), eur(s.amountCents)]), [0.46, 0.33, 0.21], 2);
  w.facts([
    [t.cancel, f.freeCancellationUntil ? t.cancelFree(date(lang, f.freeCancellationUntil), f.feePercent) : t.cancelFee(f.feePercent)],
    [t.documents, t.documentsText],
    [t.insurance, t.insuranceText],
  ]);

  w.heading(t.travellers).paragraph(party(lang, f.adults, f.childAges)).bullets(travellerRows(lang, f));
  w.heading(t.terms(f.terms.version)).markdownish(f.terms[lang]);
  w.need(40).paragraph(t.accepted(date(lang, f.bookedOn)), { muted: true });
}
