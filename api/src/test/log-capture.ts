import { createLogger, type Logger } from '../shared/logger.js';

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, as written (JSON text). */
  text(): string;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** A real JSON logger (the app's own, redaction included) writing into memory. */
export function logCapture(level = 'debug'): LogCapture {
  const chunks: string[] = [];
  const logger = createLogger({ level, format: 'json', destination: { write: (s: string) => void chunks.push(s) } });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () => text().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
