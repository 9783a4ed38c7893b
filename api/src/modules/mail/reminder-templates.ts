/** Issue 44: the mail that reminds a customer of a payment before its due date, and once after it passed. */
import type { BankDetails } from '../../config/payments-env.js';
import type { MailContent, MailContext } from './templates.js';
import { contactLines, longDate, type Lang } from './mail-words.js';

export type StageKind = 'DEPOSIT' | 'BALANCE' | 'FULL';

export interface ReminderFacts {
  reference: string; title: string; departureDate: string; userName: string;
  kind: StageKind; dueDate: string;
  /** What is still owed on this stage (the stage less what paid money already covers of it). */
  dueCents: number;
  /** Days from today to the due date; below 0: it has passed. */
  daysLeft: number;
}

export type ReminderContext = MailContext & { bank: BankDetails };

/** Cents as the other mails print euros: "€1234.50". */
export const euroCents = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The stage named as the subject of a sentence ("kapari ... duhet paguar") and, when overdue, its deadline. */
const STAGE: Record<StageKind, { sq: string; sqLate: string; en: string }> = {
  DEPOSIT: { sq: 'kapari', sqLate: 'Afati i pagesës së kaparit', en: 'deposit' },
  BALANCE: { sq: 'pjesa e mbetur', sqLate: 'Afati i pagesës së pjesës së mbetur', en: 'balance' },
  FULL: { sq: 'pagesa e plotë', sqLate: 'Afati i pagesës së plotë', en: 'full payment' },
};

function when(lang: Lang, days: number): string {
  if (lang === 'en') return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return days === 0 ? 'sot' : days === 1 ? 'nesër' : `pas ${days} ditësh`;
}

/** How to pay: by transfer to the agency's account quoting the reference (diaspora), or at the office. */
function howToPay(lang: Lang, f: ReminderFacts, bank: BankDetails): string {
  return lang === 'en'
    ? `\n\nHow to pay:\n- By bank transfer (also from abroad):\n  Bank: ${bank.name}\n  Account holder: ${bank.holder}\n  IBAN: ${bank.iban}\n  SWIFT/BIC: ${bank.swift}\n  Quote your booking reference ${f.reference} in the payment description, so we can match your payment.\n- At our office, in cash or by card.`
    : `\n\nSi të paguani:\n- Me transfer bankar (edhe nga jashtë vendit):\n  Banka: ${bank.name}\n  Përfituesi: ${bank.holder}\n  IBAN: ${bank.iban}\n  SWIFT/BIC: ${bank.swift}\n  Në përshkrimin e pagesës shënoni numrin e rezervimit ${f.reference}, që ta njohim pagesën tuaj.\n- Në zyrën tonë, me para në dorë ose me kartelë.`;
}

export function paymentReminder(lang: Lang, f: ReminderFacts, c: ReminderContext): MailContent {
  const due = longDate(lang, f.dueDate);
  const departure = longDate(lang, f.departureDate);
  const amount = euroCents(f.dueCents);
  const stage = STAGE[f.kind];
  const tail = `${howToPay(lang, f, c.bank)}${contactLines(lang, c.agencyPhone)}\n\nBani Travel`;
  if (f.daysLeft < 0) {
    return lang === 'en'
      ? { subject: `Payment overdue: booking ${f.reference}`,
          text: `Hello ${f.userName},\n\nThe ${stage.en} for your booking "${f.title}" (departing ${departure}) was due on ${due}, and we have not received it yet.\nAmount outstanding: ${amount}\nBooking reference: ${f.reference}\n\nPlease pay it as soon as you can, or contact us if something is unclear. If you have paid in the last few days, thank you: the payment may not have reached us yet.${tail}` }
      : { subject: `Pagesë me afat të kaluar: rezervimi ${f.reference}`,
          text: `Përshëndetje ${f.userName},\n\n${stage.sqLate} për rezervimin tuaj "${f.title}" (nisja më ${departure}) ishte më ${due}, dhe pagesa nuk na ka arritur ende.\nShuma e papaguar: ${amount}\nNumri i rezervimit: ${f.reference}\n\nJu lutemi paguani sa më parë, ose na kontaktoni nëse diçka nuk është e qartë. Nëse keni paguar këto ditë, ju faleminderit: pagesa mund të mos na ketë arritur ende.${tail}` };
  }
  return lang === 'en'
    ? { subject: `Payment reminder: ${amount} due on ${due} (booking ${f.reference})`,
        text: `Hello ${f.userName},\n\nA reminder: the ${stage.en} for your booking "${f.title}" (departing ${departure}) is due on ${due}, ${when('en', f.daysLeft)}.\nAmount due: ${amount}\nBooking reference: ${f.reference}\n\nIf you have already paid it, thank you, and please disregard this message.${tail}` }
    : { subject: `Kujtesë pagese: ${amount} deri më ${due} (rezervimi ${f.reference})`,
        text: `Përshëndetje ${f.userName},\n\nJu kujtojmë: ${stage.sq} për rezervimin tuaj "${f.title}" (nisja më ${departure}) duhet paguar deri më ${due}, ${when('sq', f.daysLeft)}.\nShuma për t'u paguar: ${amount}\nNumri i rezervimit: ${f.reference}\n\nNëse e keni paguar tashmë, ju faleminderit dhe mos e merrni parasysh këtë mesazh.${tail}` };
}
