import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { DocumentKind } from '../document.entity.js';
import { sampleFacts as facts } from '../../../test/document-facts.js';
import { renderDocument } from './render.js';

const made = { number: 'KON-2026-000001', createdAt: new Date('2026-11-27T10:00:00Z'), paymentId: 5 };

describe('the documents\' text', () => {
  it('keeps every letter of a document drawn after another with Ç and Ë (the fonts are shared)', async () => {
    const [sq, en] = await Promise.all([renderDocument(DocumentKind.CONTRACT, facts, 'sq', made), renderDocument(DocumentKind.CONTRACT, facts, 'en', made)]);
    const after = await renderDocument(DocumentKind.CONTRACT, facts, 'en', made);
    for (const pdf of [en, after]) {
      const text = await pdfText(pdf);
      for (const word of ['Contact', 'Cancellation by the traveller', 'Complaints', 'Çlirim Çeku', 'Ëndrra Çeku', 'General terms (version 3)']) expect(text).toContain(word);
    }
    const albanian = await pdfText(sq);
    for (const word of ['Çmimi', 'Kontakti', 'Ëndrra Çeku', 'Kushtet e përgjithshme (versioni 3)', 'Gjysmë pansion']) expect(albanian).toContain(word);
  });

  it('names a board kept as the package\'s own text in the document\'s language', async () => {
    expect(await pdfText(await renderDocument(DocumentKind.VOUCHER, facts, 'en', made))).toContain('Half board');
    expect(await pdfText(await renderDocument(DocumentKind.VOUCHER, facts, 'sq', made))).toContain('Gjysmë pansion');
  });

  it('writes a receipt for the payer, the amount and the method', async () => {
    const text = await pdfText(await renderDocument(DocumentKind.RECEIPT, facts, 'sq', made));
    for (const word of ['Dëftesë pagese', 'Çlirim Çeku', '€1625.00', 'Para në dorë', 'BT-2026-000123']) expect(text).toContain(word);
  });
});
