import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text of a PDF as a reader gets it: Debian's pdftotext (poppler-utils, installed by .ci/run).
 * `layout`: as the page sets it out, so a table's row reads as one line (its cells in order).
 */
export async function pdfText(pdf: Buffer, opts: { layout?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', ...(opts.layout ? ['-layout'] : []), file, '-'], { maxBuffer: 10 * 1024 * 1024 });
    // One space for every run of spaces and line breaks: a sentence reads as one even where the page wrapped it.
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
