/**
 * A name staff wrote in both languages, in the page's language (issue 42): the English one on the
 * English page when it was written, otherwise the Albanian one, as the package page already shows its
 * content (features/packages/lib/in-language.ts, ADR 0022). Both come in one answer, so a cached page
 * serves either language and the SQ/EN switch needs no new request.
 */
export function localized(language: string, sq: string, en?: string | null): string {
  return language === 'en' && en?.trim() ? en : sq;
}
