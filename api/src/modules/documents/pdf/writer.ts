import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (from npm, embedded and subset by pdfkit): it writes ë, ç and every Latin letter a name
 * may have. Parsed once (fontkit, which pdfkit takes as is): parsing it anew for every document cost
 * more than drawing the document.
 */
const font = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as unknown as ArrayBuffer;
const FONTS = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

/**
 * fontkit keeps each glyph object with the characters it was first asked for. Embedding a composite
 * glyph (Ç is C and a cedilla) asks for its parts with none, so a later document sharing the font wrote
 * its C's without text ("ontact"). Each document starts with a clean glyph cache; the parsed tables,
 * the costly part, stay. A document is drawn and embedded in one synchronous run, so none interleave.
 */
function freshGlyphs(): void {
  for (const f of Object.values(FONTS)) (f as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

export interface Letterhead { name: string; lines: string[]; title: string; number: string; date: string }

/** A document's page furniture and the few shapes the documents are made of (headings, label-value rows, tables, text). */
export class PdfWriter {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private get width(): number { return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right; }
  private get left(): number { return this.doc.page.margins.left; }

  /** Keeps a block together: a new page when fewer than `height` points are left. */
  need(height: number): this {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
    return this;
  }

  heading(text: string): this {
    this.need(60).doc.moveDown(0.8).font('bold').fontSize(12).fillColor(INK).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveTo(this.left, this.doc.y + 2).lineTo(this.left + this.width, this.doc.y + 2).strokeColor(RULE).lineWidth(0.7).stroke();
    this.doc.moveDown(0.4);
    return this;
  }

  paragraph(text: string, opts: { bold?: boolean; muted?: boolean; size?: number } = {}): this {
    this.doc.font(opts.bold ? 'bold' : 'regular').fontSize(opts.size ?? 9.5).fillColor(opts.muted ? MUTED : INK)
      .text(text, this.left, this.doc.y, { width: this.width, lineGap: 1.5 });
    this.doc.moveDown(0.35);
    return this;
  }

  bullets(items: readonly string[]): this {
    if (items.length) this.doc.font('regular').fontSize(9.5).fillColor(INK).list([...items], this.left + 6, this.doc.y, { width: this.width - 6, bulletRadius: 1.6, lineGap: 1.5 });
    this.doc.moveDown(0.35);
    return this;
  }

  /** Label and value on one row, the labels in a column of their own. */
  facts(rows: readonly (readonly [string, string])[]): this {
    const labelWidth = this.width * 0.34;
    for (const [label, value] of rows) {
      const height = Math.max(this.doc.font('regular').fontSize(9.5).heightOfString(value || '—', { width: this.width - labelWidth }), 12);
      this.need(height + 4);
      const y = this.doc.y;
      this.doc.font('bold').fontSize(9.5).fillColor(MUTED).text(label, this.left, y, { width: labelWidth - 8 });
      this.doc.font('regular').fillColor(INK).text(value || '—', this.left + labelWidth, y, { width: this.width - labelWidth, lineGap: 1 });
      this.doc.y = Math.max(this.doc.y, y + height) + 3;
    }
    return this;
  }

  /**
   * A table: `widths` are fractions of the line; columns from `alignRightFrom` on are amounts, right-aligned.
   * A row that starts a new page has the header drawn above it again (a long list reads page by page).
   */
  table(head: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[], alignRightFrom = head.length, size = 9): this {
    const cols = widths.map((w) => w * this.width);
    const row = (cells: readonly string[], bold: boolean) => {
      this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
      const height = Math.max(...cells.map((c, i) => this.doc.heightOfString(c, { width: cols[i]! - 6 })), size + 2);
      const page = this.doc.page;
      // The header is kept with at least one row after it.
      this.need(height + 6 + (bold ? size + 10 : 0));
      if (!bold && this.doc.page !== page) row(head, true);
      this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
      const y = this.doc.y;
      let x = this.left;
      cells.forEach((c, i) => {
        this.doc.fillColor(bold ? MUTED : INK).text(c, x, y, { width: cols[i]! - 6, align: i >= alignRightFrom ? 'right' : 'left' });
        x += cols[i]!;
      });
      this.doc.y = y + height + 3;
      this.doc.moveTo(this.left, this.doc.y - 1).lineTo(this.left + this.width, this.doc.y - 1).strokeColor(RULE).lineWidth(0.4).stroke();
      this.doc.y += 2;
    };
    row(head, true);
    for (const r of rows) row(r, false);
    this.doc.moveDown(0.3);
    return this;
  }

  /** The terms' text: "# " lines are headings, blank lines separate paragraphs. */
  markdownish(text: string): this {
    for (const block of text.split(/\n\s*\n/)) {
      const lines = block.split('\n');
      for (const line of lines.filter((l) => l.startsWith('# '))) this.need(40).paragraph(line.slice(2), { bold: true });
      const body = lines.filter((l) => !l.startsWith('# ')).join(' ').trim();
      if (body) this.paragraph(body);
    }
    return this;
  }
}

function letterhead(doc: PDFKit.PDFDocument, head: Letterhead): void {
  const { left, right, top } = doc.page.margins;
  const width = doc.page.width - left - right;
  doc.font('bold').fontSize(14).fillColor(INK).text(head.name, left, top, { width: width * 0.6 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(head.lines.join('\n'), left, doc.y + 2, { width: width * 0.6, lineGap: 1 });
  const below = doc.y;
  doc.font('bold').fontSize(12).fillColor(INK).text(head.title, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(INK).text(`${head.number}\n${head.date}`, left + width * 0.6, doc.y + 2, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(below, doc.y) + 6;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(INK).lineWidth(1).stroke();
  doc.y += 10;
  doc.x = left;
}

/** Renders one document to a PDF's bytes: A4 (upright unless `layout` says landscape), the letterhead on every page, the fonts embedded. */
export function renderPdf(head: Letterhead, lang: string, draw: (w: PdfWriter) => void, layout: 'portrait' | 'landscape' = 'portrait'): Promise<Buffer> {
  freshGlyphs();
  const doc = new PDFDocument({
    size: 'A4', layout, margins: { top: 42, bottom: 48, left: 48, right: 48 }, lang, bufferPages: true,
    info: { Title: `${head.title} ${head.number}`, Author: head.name, Subject: head.title, Creator: head.name },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  letterhead(doc, head);
  doc.on('pageAdded', () => letterhead(doc, head));
  draw(new PdfWriter(doc));
  // Page numbers once the count is known: "KON-2026-000012 · 1/3".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7.5).fillColor(MUTED).text(`${head.number} · ${i + 1}/${range.count}`, doc.page.margins.left, doc.page.height - 30,
      { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
