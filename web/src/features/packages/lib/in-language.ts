/** What staff wrote in both languages: a text, or a list of lines. */
type Written = string | readonly string[];

const given = (v: Written) => (typeof v === 'string' ? v.trim() !== '' : v.length > 0);

/**
 * Staff's text in the page's language: the English one on the English site when it was written,
 * otherwise the Albanian one (and the English when only it was written). Undefined when neither was.
 */
export function inLanguage<T extends Written>(language: string, sq: T | null | undefined, en: T | null | undefined): T | undefined {
  for (const v of language === 'en' ? [en, sq] : [sq, en]) if (v != null && given(v)) return v;
  return undefined;
}
