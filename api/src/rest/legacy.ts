import { DomainError, InvalidInputError, type FieldErrors } from '../shared/errors.js';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { parseInput } from '../shared/validate.js';

export type LegacyKind = 'string' | 'int' | 'number' | 'date';
/** legacy key → [our input key, how the legacy form sends it]. */
export type KeyMap = Record<string, readonly [string, LegacyKind]>;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Legacy forms send numbers as strings ("450", "3") and sometimes "" for an untouched select.
 * Numbers and numeric strings become numbers, "" means "not given"; anything else is passed on
 * unchanged so the shared validation rejects it with a message naming the field.
 */
function coerce(value: unknown, kind: LegacyKind): unknown {
  if (value === '' || value === null) return undefined;
  if ((kind === 'int' || kind === 'number') && typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  // The edit rows send back what a GET gave them; an ISO date-time is cut to its date.
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  return value;
}

/** One module's legacy vocabulary: translates bodies in and renames error fields back out. */
export class LegacyVocabulary {
  private readonly back: Record<string, string>;

  constructor(private readonly keys: KeyMap) {
    this.back = Object.fromEntries(Object.entries(keys).map(([legacy, [ours]]) => [ours, legacy]));
  }

  /** Legacy body → validated input class (only mapped keys are read; extra keys are ignored). */
  async parse<T extends object>(cls: new () => T, body: Record<string, unknown>): Promise<T> {
    const plain: Record<string, unknown> = {};
    for (const [legacy, [ours, kind]] of Object.entries(this.keys)) {
      if (Object.prototype.hasOwnProperty.call(body, legacy)) plain[ours] = coerce(body[legacy], kind);
    }
    return this.run(() => parseInput(cls, plain));
  }

  /** Runs a service call; errors naming our fields are renamed to the legacy keys the client sent. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (caught) {
      const e = domainErrorFromDb(caught) ?? caught; // so a database refusal is renamed to the legacy key too
      if (e instanceof DomainError && e.fields) {
        const renamed: FieldErrors = {};
        for (const [k, v] of Object.entries(e.fields)) renamed[this.back[k] ?? k] = v;
        if (e instanceof InvalidInputError) throw new InvalidInputError(renamed, e.message.replace(/:.*/, `: ${Object.keys(renamed).join(', ')}`));
        (e as { fields?: FieldErrors }).fields = renamed;
      }
      throw e;
    }
  }
}
