/**
 * The booking references a payment text quotes, in their canonical form (BT-2026-000123). People type
 * them as they like: "bt 2026 000123", "BT2026000123", "Bt-2026-000123", "BT/2026/123"; banks add their
 * own words around them, or cut them at a line break. Written without separators the number must have
 * its six (or seven) digits, so "BT2026123456" cannot read two ways; with them, leading zeros may go.
 * The year is 20xx so that an IBAN or a card number next to "BT" is not taken for one.
 */
const SEP = String.raw`[\s._/\\-]`;
const REFERENCE = new RegExp(String.raw`(?<![A-Z0-9])B${SEP}*T${SEP}*(20\d{2})(?:${SEP}+(\d{1,7})|(\d{6,7}))(?!\d)`, 'gi');

export function referencesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(REFERENCE)) {
    const number = Number(m[2] ?? m[3]);
    if (number > 0) found.add(`BT-${m[1]}-${String(number).padStart(6, '0')}`);
  }
  return [...found];
}

/** A reference staff typed by hand, canonical, or null when it is none. */
export function normalizeReference(typed: string): string | null {
  const refs = referencesIn(typed.trim());
  return refs.length === 1 ? refs[0]! : null;
}
