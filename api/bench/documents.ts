/**
 * `cd api && node --import tsx bench/documents.ts`: how long the booking documents take to draw
 * (issue 45), beside the least a PDF costs here (a page with one line in the same embedded font),
 * measured in the same run; and the longest the event loop is held while a burst of bookings' documents
 * is drawn, which is what a request arriving meanwhile waits at worst. Documents are made by a job,
 * never in a request; downloads send the stored bytes.
 */
import PDFDocument from 'pdfkit';
import { DocumentKind } from '../src/modules/documents/document.entity.js';
import { renderDocument } from '../src/modules/documents/pdf/render.js';
import { sampleFacts } from '../src/test/document-facts.js';

const RUNS = Number(process.env.BENCH_DOCUMENT_RUNS ?? 40);
const made = { number: 'KON-2026-000001', createdAt: new Date(), paymentId: 5 };
const log = (m: string) => console.log(`[documents] ${m}`);

async function ceiling(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(12).text('Bani Travel');
  doc.end();
  return done;
}

async function timed(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 5; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: ms.at(-1)! };
}

const base = await timed(ceiling);
log(`ceiling (one line, standard font): p50 ${base.p50.toFixed(1)} ms`);
const rows: string[] = [];
for (const kind of Object.values(DocumentKind)) {
  for (const lang of ['sq', 'en'] as const) {
    const t = await timed(() => renderDocument(kind, sampleFacts, lang, made));
    rows.push(`| ${kind} ${lang} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${(t.p50 / base.p50).toFixed(1)}x |`);
  }
}
console.log('\n| Document | p50 ms | p95 ms | max ms | p50 / ceiling |\n|---|---|---|---|---|');
console.log(rows.join('\n'));

// A burst: 20 bookings' contract and invoice, each document in both languages at once between two of
// the job's database round trips, as the job makes them; a timer asks every millisecond meanwhile: its
// longest wait is the longest a request arriving then would wait for the server to look at it.
let last = performance.now();
let held = 0;
const probe = setInterval(() => {
  const now = performance.now();
  held = Math.max(held, now - last);
  last = now;
}, 1);
const started = performance.now();
for (let i = 0; i < 20; i++) {
  for (const kind of [DocumentKind.CONTRACT, DocumentKind.INVOICE]) {
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all((['sq', 'en'] as const).map((lang) => renderDocument(kind, sampleFacts, lang, made)));
  }
}
clearInterval(probe);
log(`burst of 20 bookings (80 PDFs): ${Math.round(performance.now() - started)} ms in all; the event loop held at most ${held.toFixed(0)} ms at a time`);
