/**
 * A user's text as a LIKE/ILIKE pattern that matches it literally: `%`, `_` and `\` escaped.
 * `$ilike: escapeLike(s)` is case-insensitive equality; wrap it in `%` for "contains".
 */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
