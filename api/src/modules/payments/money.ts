/** Cents as the activity log and server messages write them ("1234.50 €"); pages format their own. */
export const euroText = (cents: number) => `${(cents / 100).toFixed(2)} €`;

/** Euro (a numeric column, a quote) to whole cents. */
export const toCents = (euro: number | string) => Math.round(Number(euro) * 100);
