import { IsDefined, Max, Min } from 'class-validator';
import { IsDecimal } from './decimal.js';

/** numeric(10,2): at most 99 999 999.99. */
export const MAX_PRICE = 99_999_999.99;

/** A price in euro: a number >= 0 with at most two decimals; every message names the field. */
export function IsPrice(field: string): PropertyDecorator {
  const rules = [
    // First, so a missing price says "required"; under @IsOptional() every rule is skipped, this one too.
    IsDefined({ message: `${field} është i detyrueshëm.` }),
    // Not IsNumber({ maxDecimalPlaces }): it throws on 1e-7 (see decimal.ts).
    IsDecimal(2, { message: `${field} duhet të jetë numër (p.sh. 450 ose 450.50).` }),
    Min(0, { message: `${field} nuk mund të jetë negativ.` }),
    Max(MAX_PRICE, { message: `${field} është shumë i madh.` }),
  ];
  return (target, key) => {
    for (const rule of rules) rule(target, key);
  };
}
