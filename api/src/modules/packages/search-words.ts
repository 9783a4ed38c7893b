import type { Connection } from '@mikro-orm/postgresql';

/** The words of a search's text the search looks for (more are ignored). */
const MAX_WORDS = 8;

/** The words of a search's text: each must be found in a package's search text (case and accents folded). */
export const searchWords = (s: string | null | undefined): string[] => (s ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * The words folded as the database folds the search text (`f_fold`: lower case, accents off), in one
 * query: the search index compares them in memory, and must fold exactly as the SQL search does.
 */
export async function foldWords(db: Connection, words: readonly string[]): Promise<string[]> {
  const rows: { folded: string }[] = await db.execute(
    // As JSON: the query builder would spread an array into a list of parameters.
    'select f_fold(u.w) as folded from json_array_elements_text(?::json) with ordinality as u(w, n) order by u.n', [JSON.stringify(words)],
  );
  return rows.map((r) => r.folded);
}
