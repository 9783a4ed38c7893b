import type { Letterhead, PdfWriter } from './writer.js';

/**
 * writer.ts's renderPdf, with pdfkit, fontkit and the parsed fonts loaded at the first document rather
 * than with the app: most instances never draw one between restarts (ADR 0048).
 */
export async function renderPdf(head: Letterhead, lang: string, draw: (w: PdfWriter) => void, layout: 'portrait' | 'landscape' = 'portrait'): Promise<Buffer> {
  return (await import('./writer.js')).renderPdf(head, lang, draw, layout);
}
