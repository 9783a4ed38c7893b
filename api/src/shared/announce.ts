import type { Logger } from './logger.js';

/**
 * Text framed in a box: what a person at a terminal must not miss among the start-up lines (the
 * owner's one-time password, a mail printed instead of sent). Widths count code points, so "ë" is one.
 */
export function boxed(title: string, lines: readonly string[]): string {
  const width = Math.max(title.length + 2, ...lines.map((l) => [...l].length));
  const pad = (l: string) => l + ' '.repeat(width - [...l].length);
  const top = `╔═ ${title} ${'═'.repeat(Math.max(0, width - title.length - 1))}╗`;
  return ['', top, ...lines.map((l) => `║ ${pad(l)} ║`), `╚${'═'.repeat(width + 2)}╝`, ''].join('\n');
}

export interface Announcer {
  /** Something a person must read once: boxed on a terminal, else one log line (no literal "\n" in JSON). */
  (title: string, lines: readonly string[], data?: Record<string, unknown>): void;
}

/**
 * On a terminal (stdout a TTY), the box is written straight to stdout, beside the pretty log; piped
 * or in a container, it is a warning line of the JSON log with `data` for machines.
 */
export function announcer(logger: Logger, out: NodeJS.WriteStream = process.stdout): Announcer {
  return (title, lines, data) => {
    if (out.isTTY) out.write(`${boxed(title, lines)}\n`);
    else logger.warn(data ?? {}, `${title}: ${lines.filter(Boolean).join(' ')}`);
  };
}
