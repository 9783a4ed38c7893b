import { registerDecorator } from 'class-validator';

/**
 * What shows nothing in a name: format characters (zero-width spaces and joiners, direction marks,
 * the byte-order mark, soft hyphens) and control characters. A name made of them looked blank on every
 * list and ticket (issue 41: "\u200b\u200b\u200b" was booked as a traveller).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** A name as it is stored: composed (NFC), without invisible characters, single spaces, trimmed. */
export function cleanName(name: string): string {
  return name.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** How many letters (any script) a name has once cleaned. */
export function lettersIn(name: string): number {
  return cleanName(name).match(/\p{L}/gu)?.length ?? 0;
}

/** A person's name on an account: at least one letter once invisible characters are left out. */
export function IsPersonName(field: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPersonName',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${field} duhet të përmbajë shkronja.`, context: { code: 'NAME_NEEDS_LETTERS' } },
      validator: { validate: (v: unknown) => typeof v !== 'string' || lettersIn(v) > 0 },
    });
}
