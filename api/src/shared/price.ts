import { IsDefined, Max, Min, registerDecorator, type ValidationOptions } from 'class-validator';

/** numeric(10,2): at most 99 999 999.99. */
export const MAX_PRICE = 99_999_999.99;

/**
 * THE price rule: euro, a number >= 0 with at most two decimals, at most `max`; every message names
 * the field. Required unless the property is also @IsOptional(). `positive`: 0 is refused too (what a
 * customer books and pays for is never free).
 */
export function IsPrice(field: string, max = MAX_PRICE, { positive = false } = {}): PropertyDecorator {
  const rules = [
    // First, so a missing price says "required"; under @IsOptional() every rule is skipped, this one too.
    IsDefined({ message: `${field} është i detyrueshëm.` }),
    // Not IsNumber({ maxDecimalPlaces }): it throws on 1e-7 (see IsDecimal).
    IsDecimal(2, { message: `${field} duhet të jetë numër (p.sh. 450 ose 450.50).` }),
    positive ? Min(0.01, { message: `${field} duhet të jetë më i madh se 0.` }) : Min(0, { message: `${field} nuk mund të jetë negativ.` }),
    Max(max, { message: `${field} është shumë i madh.` }),
  ];
  return (target, key) => {
    for (const rule of rules) rule(target, key);
  };
}

/**
 * A finite number with at most `places` decimals. Replaces class-validator's
 * `IsNumber({ maxDecimalPlaces })`, which THROWS (a 500) on numbers JavaScript prints in exponent
 * form, such as 1e-7 or 4e-323: it splits `String(value)` on "." and reads the missing half.
 * Found by security/fuzz.test.ts.
 */
export function IsDecimal(places: number, options?: ValidationOptions): PropertyDecorator {
  const pattern = new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDecimal',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} duhet të jetë numër me më së shumti ${places} shifra dhjetore.`, ...options },
      validator: { validate: (v: unknown) => typeof v === 'number' && Number.isFinite(v) && pattern.test(String(v)) },
    });
}
