/** The most one entry may carry: the server's own ceiling (api/src/modules/payments/ledger.ts). */
export const MAX_PAYMENT_CENTS = 100_000_000;

const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_COMMA = /^\d{1,3}(,\d{3})+$/;

/** Whole euros written with or without thousands' separators ("1.234", "1,234", "1234"). */
function wholeEuros(text: string, separator: '.' | ','): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  if ((separator === '.' ? GROUPED : GROUPED_COMMA).test(text)) return Number(text.replaceAll(separator, ''));
  return null;
}

/**
 * An amount in euro as staff type it, to integer cents: "150", "150,5", "150.50", "1.234,50",
 * "1,234.50", "€ 1 234,50". Kosovo writes a decimal comma and a thousands' dot, but people also type
 * the dot as a decimal point: the last of "," and "." with one or two digits after it is the decimal
 * mark; a "." with three digits after it groups thousands ("1.234" is 1234 €), while a lone "," so
 * is ambiguous ("150,505") and refused. Null for anything else (letters, three decimals, a sign,
 * zero, more than the ceiling). No floats: "0,29" is 29 cents, never 28.999.
 */
export function parseEuroCents(input: string): number | null {
  // A space groups thousands ("1 234,50") and nothing else: "150 50" is not read as 15050 €.
  const text = input.trim().replace(/^€\s*|\s*€$/g, '').replace(/(\d)[\s\u00a0\u202f](?=\d{3}(?:\D|$))/g, '$1');
  if (!text || /\s/.test(text)) return null;
  // "150,505": a decimal comma with one digit too many, or 150 505 €? Asked again rather than guessed.
  if (/^\d{1,3},\d{3}$/.test(text)) return null;
  const decimal = /^(.*)[.,](\d{1,2})$/.exec(text);
  const [whole, fraction] = decimal ? [decimal[1]!, decimal[2]!] : [text, ''];
  // The decimal mark is the last separator: the whole part may group thousands only with the other one.
  const mark = decimal ? text[whole.length] : undefined;
  const euros = whole === '' && decimal ? 0 : wholeEuros(whole, mark === ',' ? '.' : mark === '.' ? ',' : whole.includes(',') ? ',' : '.');
  if (euros === null) return null;
  const cents = euros * 100 + Number(fraction.padEnd(2, '0') || 0);
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_PAYMENT_CENTS) return null;
  return cents;
}

/** Cents as the amount field shows them back: "150,50" (sq) or "150.50" (en). */
export function centsToInput(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}
