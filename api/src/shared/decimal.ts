import { registerDecorator, type ValidationOptions } from 'class-validator';

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
