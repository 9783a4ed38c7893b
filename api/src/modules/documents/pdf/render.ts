import { DocumentKind } from '../document.entity.js';
import type { BookingFacts } from '../facts.js';
import { date, phone, RECEIPT_TITLES, TITLES, type Lang } from '../words.js';
import { drawContract } from './contract.js';
import { drawInvoice } from './invoice.js';
import { drawReceipt } from './receipt.js';
import { drawVoucher } from './voucher.js';
import { renderPdf } from './render-pdf.js';
import { todayLocal } from '../../../shared/local-date.js';

export interface Made { number: string; createdAt: Date; paymentId: number | null }

const DATED = { sq: 'Data', en: 'Date' };

/** One document in one language: the letterhead names the organiser as the information form must. */
export function renderDocument(kind: DocumentKind, f: BookingFacts, lang: Lang, made: Made): Promise<Buffer> {
  const payment = kind === DocumentKind.RECEIPT ? f.payments.find((p) => p.id === made.paymentId) : undefined;
  const title = payment ? RECEIPT_TITLES[lang][payment.kind] ?? TITLES[lang].RECEIPT : TITLES[lang][kind];
  const head = {
    name: f.agency.name, title, number: made.number, date: `${DATED[lang]}: ${date(lang, todayLocal(made.createdAt))}`,
    lines: [f.agency.address, `Tel. ${phone(f.agency.phone)} · ${f.agency.email}`, `${lang === 'sq' ? 'Licenca' : 'Licence'}: ${f.agency.licence}`],
  };
  return renderPdf(head, lang, (w) => {
    if (kind === DocumentKind.CONTRACT) drawContract(w, f, lang);
    else if (kind === DocumentKind.INVOICE) drawInvoice(w, f, lang);
    else if (kind === DocumentKind.RECEIPT) drawReceipt(w, f, lang, made.paymentId!);
    else drawVoucher(w, f, lang);
  });
}
