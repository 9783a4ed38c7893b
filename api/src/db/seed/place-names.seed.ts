import type { EntityManager } from '@mikro-orm/postgresql';
import { ENGLISH_PLACE_NAMES } from './catalogue.data.js';

/**
 * Gives the well-known places their English name where they have none, at every start: the demo's,
 * and the same places entered by staff or imported (matched by folded name, so "Turqi" and "turqi"
 * alike). A name staff set is never overwritten. One statement; the triggers of the search text do the rest.
 */
export async function fillEnglishPlaceNames(em: EntityManager): Promise<void> {
  const names = JSON.stringify(Object.entries(ENGLISH_PLACE_NAMES).map(([sq, en]) => ({ sq, en })));
  for (const table of ['countries', 'cities']) {
    await em.execute(
      `update ${table} t set name_en = n.en from json_to_recordset(?::json) as n(sq text, en text)
       where t.name_en is null and f_fold(t.name) = f_fold(n.sq)`,
      [names],
    );
  }
}
