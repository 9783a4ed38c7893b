import i18n from 'i18next';
import { albanian, msg, type Message, type MessageKey } from '../../../lib/message';
import type { Refusal } from '../api/bank-statements';

/** Euro cents as the tables show money: €1,250.50 → "€1250.50". */
export const cents = (amountCents: number, currency = 'EUR') =>
  currency === 'EUR' ? `€${(amountCents / 100).toFixed(2)}` : `${(amountCents / 100).toFixed(2)} ${currency}`;

/**
 * A refusal in the page's language: its rule, when the dictionaries know its code; else the server's
 * Albanian text (an English page says `fallback` instead); else `fallback` (the server was not reached).
 */
export function refusalMessage(r: Refusal, fallback: MessageKey): Message {
  const key = `dash.bankStatements.rules.${r.code ?? ''}`;
  if (r.code && i18n.exists(key)) return msg(key as MessageKey, r.params ?? {});
  return r.text ? albanian(r.text, msg(fallback)) : msg(fallback);
}
