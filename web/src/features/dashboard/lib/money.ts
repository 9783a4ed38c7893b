/** Integer cents (the API's money) as euros with two decimals: 123456 → "€1234.56", -500 → "−€5.00". */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '−' : ''}€${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
