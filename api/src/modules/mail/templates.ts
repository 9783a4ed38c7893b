/** Mail texts: Albanian first, English when the recipient chose EN. Plain text: nothing to escape. */
export type Lang = 'sq' | 'en';
export interface MailContent { subject: string; text: string }

interface Booking { id: number; title: string; departureDate: string; returnDate: string; travellers: number; price: number; userName: string }

/**
 * What happened to a reservation, said as Albanian says it: "Rezervimi #3 u konfirmua" (a verb in the
 * past), not "është e konfirmuar" (an adjective that must agree with the masculine "rezervimi").
 */
const STATUS: Record<Lang, Record<string, string>> = {
  sq: { PENDING: 'është në pritje', CONFIRMED: 'u konfirmua', CANCELLED: 'u anulua' },
  en: { PENDING: 'is pending', CONFIRMED: 'is confirmed', CANCELLED: 'is cancelled' },
};

const travellers: Record<Lang, (n: number) => string> = {
  sq: (n) => `${n} ${n === 1 ? 'udhëtar' : 'udhëtarë'}`,
  en: (n) => `${n} ${n === 1 ? 'traveller' : 'travellers'}`,
};

export function reservationToUser(lang: Lang, b: Booking): MailContent {
  return lang === 'en'
    ? { subject: `Reservation #${b.id} received: ${b.title}`,
        text: `Hello ${b.userName},\n\nWe received your reservation for "${b.title}" (${b.departureDate} – ${b.returnDate}) for ${travellers.en(b.travellers)}, from €${b.price} per person.\nWe will contact you to confirm it.\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} u pranua: ${b.title}`,
        text: `Përshëndetje ${b.userName},\n\nE pranuam rezervimin tuaj për "${b.title}" (${b.departureDate} – ${b.returnDate}) për ${travellers.sq(b.travellers)}, nga €${b.price} për person.\nDo t'ju kontaktojmë për konfirmim.\n\nBani Travel` };
}

export function reservationToStaff(b: Booking): MailContent {
  return {
    subject: `Rezervim i ri #${b.id}: ${b.title}`,
    text: `${b.userName} rezervoi "${b.title}" (${b.departureDate} – ${b.returnDate}), ${travellers.sq(b.travellers)}, €${b.price} për person.`,
  };
}

export function statusChanged(lang: Lang, b: Booking, status: string): MailContent {
  return lang === 'en'
    ? { subject: `Reservation #${b.id} ${STATUS.en[status]}`, text: `Hello ${b.userName},\n\nYour reservation for "${b.title}" (${b.departureDate}) ${STATUS.en[status]}.\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} ${STATUS.sq[status]}`, text: `Përshëndetje ${b.userName},\n\nRezervimi juaj për "${b.title}" (${b.departureDate}) ${STATUS.sq[status]}.\n\nBani Travel` };
}

export function subscriptionWelcome(lang: Lang, unsubscribeUrl: string): MailContent {
  return lang === 'en'
    ? { subject: 'Welcome to Bani Travel weekly offers', text: `Thank you for subscribing! Every week we will send you our best offers.\n\nUnsubscribe: ${unsubscribeUrl}` }
    : { subject: 'Mirë se vini te ofertat javore të Bani Travel', text: `Faleminderit që u abonuat! Çdo javë do t'ju dërgojmë ofertat më të mira.\n\nÇregjistrohu: ${unsubscribeUrl}` };
}

export function contactToStaff(m: { name: string; number: string; email: string; message: string }): MailContent {
  return { subject: `Mesazh i ri nga ${m.name}`, text: `Emri: ${m.name}\nNumri: ${m.number}\nEmail: ${m.email}\n\n${m.message}` };
}
