import { BOARD_NAMES, boardOfText, type Board } from '../package-options/board.js';
import { longDate, longDateTime, type Lang } from '../mail/mail-words.js';
import { DocumentKind } from './document.entity.js';

export type { Lang };

/** "€1234.50": as the mails and pages write amounts. */
export const eur = (cents: number) => `${cents < 0 ? '−' : ''}€${(Math.abs(cents) / 100).toFixed(2)}`;
export const date = longDate;
export const dateTime = (lang: Lang, iso: string) => longDateTime(lang, new Date(iso));
/** A board's name; a package without options kept its own text ("Gjysmë pansion"), named again when it is a known board. */
export const board = (lang: Lang, b: string) => BOARD_NAMES[lang][(b in BOARD_NAMES[lang] ? b : boardOfText(b)) as Board] ?? b;

export const TITLES: Record<Lang, Record<DocumentKind, string>> = {
  sq: { CONTRACT: 'Kontrata e udhëtimit në paketë', INVOICE: 'Faturë proforma', RECEIPT: 'Dëftesë pagese', VOUCHER: 'Vauçer' },
  en: { CONTRACT: 'Package travel contract', INVOICE: 'Pro-forma invoice', RECEIPT: 'Payment receipt', VOUCHER: 'Voucher' },
};

/** A receipt's title by its entry: money in, money back, or an entry taken back. */
export const RECEIPT_TITLES: Record<Lang, Record<string, string>> = {
  sq: { PAYMENT: 'Dëftesë pagese', REFUND: 'Dëftesë rimbursimi', REVERSAL: 'Dëftesë stornimi' },
  en: { PAYMENT: 'Payment receipt', REFUND: 'Refund receipt', REVERSAL: 'Reversal receipt' },
};

export const STAGES: Record<Lang, Record<string, string>> = {
  sq: { DEPOSIT: 'Kapari', BALANCE: 'Pjesa tjetër', FULL: 'E gjithë shuma' },
  en: { DEPOSIT: 'Deposit', BALANCE: 'Balance', FULL: 'Full amount' },
};

export const METHODS: Record<Lang, Record<string, string>> = {
  sq: { CASH: 'Para në dorë', CARD: 'Kartelë', BANK_TRANSFER: 'Transfer bankar' },
  en: { CASH: 'Cash', CARD: 'Card', BANK_TRANSFER: 'Bank transfer' },
};

const STATUS: Record<Lang, Record<string, string>> = {
  sq: { OPTION: 'Opsion (vendet mbahen)', CONFIRMED: 'E konfirmuar', TRAVELLED: 'E udhëtuar', CANCELLED: 'E anuluar', EXPIRED: 'E skaduar', WAITLISTED: 'Në listë pritjeje' },
  en: { OPTION: 'Option (seats held)', CONFIRMED: 'Confirmed', TRAVELLED: 'Travelled', CANCELLED: 'Cancelled', EXPIRED: 'Expired', WAITLISTED: 'Waitlisted' },
};
export const statusName = (lang: Lang, s: string) => STATUS[lang][s] ?? s;

/** "2 të rritur, 1 fëmijë (7 vjeç)" / "2 adults, 1 child (aged 7)". */
export function party(lang: Lang, adults: number, childAges: readonly number[]): string {
  const sq = lang === 'sq';
  const a = sq ? `${adults} ${adults === 1 ? 'i rritur' : 'të rritur'}` : `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  if (!childAges.length) return a;
  const ages = childAges.join(', ');
  return sq ? `${a}, ${childAges.length} fëmijë (mosha: ${ages})` : `${a}, ${childAges.length} ${childAges.length === 1 ? 'child' : 'children'} (ages: ${ages})`;
}

/** A price line as the contract and the invoice write it. */
export function priceLineLabel(lang: Lang, kind: string, age: number | null): string {
  if (kind === 'CHILD') return lang === 'sq' ? `Fëmijë${age !== null ? ` (${age} vjeç)` : ''}` : `Child${age !== null ? ` (aged ${age})` : ''}`;
  if (kind === 'SINGLE_SUPPLEMENT') return lang === 'sq' ? 'Shtesë për dhomë teke' : 'Single room supplement';
  return lang === 'sq' ? 'I rritur' : 'Adult';
}

export const nightsText = (lang: Lang, n: number) => (lang === 'sq' ? `${n} ${n === 1 ? 'natë' : 'netë'}` : `${n} ${n === 1 ? 'night' : 'nights'}`);

/** "38345963828" → "+383 45 963 828": a Kosovo number as it is written; any other in one group after its code. */
export function phone(digits: string): string {
  const kosovo = /^383(\d{2})(\d{3})(\d{3})$/.exec(digits);
  return kosovo ? `+383 ${kosovo[1]} ${kosovo[2]} ${kosovo[3]}` : `+${digits}`;
}
