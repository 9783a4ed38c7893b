import type { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  level: string;
  format: LogFormat;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

/**
 * Keys whose values never reach a log line, wherever they sit in a logged object (one or two levels
 * down: `{ input: { password } }`). Request lines carry no headers and no bodies at all (see
 * http/request-log.ts); this list is the second line of defence for objects logged by hand.
 */
const SECRET_KEYS = [
  'password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'secret', 'sessionSecret', 'sessionId',
  'sid', 'cookie', 'authorization', 'databaseUrl', 'connectionString', 'smtpUrl', 'accessKeyId', 'secretAccessKey',
  // Travellers' personal data (issue 43, ADR 0030).
  'passengers', 'passportNumber', 'passportExpiry', 'dateOfBirth',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  'headers.cookie', 'headers.authorization', 'headers["set-cookie"]',
];

/** Query parameters masked in logged URLs (the unsubscribe link carries a token, for instance). */
const SECRET_PARAM = /^(token|password|pass|secret|key|code|sid|session|auth.*|.*token)$/i;

/** A URL as logged: path and query, secret-looking parameter values replaced by `[REDACTED]`. */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Errors as logged: pino's standard form, minus what may quote data. MikroORM's driver errors put the
 * failed SQL with its parameters in `message`; PostgreSQL's own text (`sqlMessage`) replaces it.
 */
function errorSerializer(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as Record<string, unknown> | undefined;
  if (!out) return out;
  const e = err as { sqlMessage?: string; code?: string; table?: string; constraint?: string };
  if (typeof e.sqlMessage === 'string') {
    out.message = e.sqlMessage;
    out.stack = typeof out.stack === 'string' ? `${out.type}: ${e.sqlMessage}\n${out.stack.split('\n').slice(1).join('\n')}` : undefined;
    for (const k of ['sql', 'query', 'params', 'parameters']) delete out[k];
  }
  return out;
}

/** The app's root logger: JSON lines (one object per line) for machines, or pretty text for a person at a terminal. */
export function createLogger(opts: LoggerOptions): Logger {
  const options = {
    level: opts.level,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: { err: errorSerializer, error: errorSerializer },
  };
  if (opts.format === 'pretty') {
    // Synchronous pretty stream (no worker thread), so it behaves the same under tsx, node and tests.
    const out = opts.destination ?? (process.stdout as unknown as DestinationStream);
    return pino(options, pretty({ colorize: process.stdout.isTTY, destination: out as unknown as Writable, sync: true, ignore: 'pid,hostname' }));
  }
  // Synchronous writes to stdout: a line logged just before exit is never lost.
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/** A logger that writes nothing (tests, scripts that print their own output). */
export const silentLogger: Logger = pino({ level: 'silent' });
