import type { EntityManager } from '@mikro-orm/postgresql';
import { ENGLISH_PLACE_NAMES } from './catalogue.data.js';
import { DEMO_ROOM_TYPES_IN_ENGLISH, ENGLISH_DEPARTURES, ENGLISH_ROOM_TYPES, ENGLISH_SERVICES } from './english-texts.data.js';

/** Which column's English each dictionary gives: [table, Albanian column, English column]. */
const FILLS: [Record<string, string>, [table: string, column: string, english: string][]][] = [
  [ENGLISH_ROOM_TYPES, [['packages', 'room_type', 'room_type_en'], ['package_options', 'room_type', 'room_type_en'], ['room_prices', 'room_type', 'room_type_en'],
    ['dubai_prices', 'room_type', 'room_type_en'], ['macedonia_prices', 'room_type', 'room_type_en'], ['reservations', 'room_type', 'room_type_en']]],
  [ENGLISH_SERVICES, [['room_prices', 'service', 'service_en'], ['dubai_prices', 'service', 'service_en'], ['macedonia_prices', 'service', 'service_en']]],
  [ENGLISH_DEPARTURES, [['dubai_prices', 'departure', 'departure_en']]],
  [ENGLISH_PLACE_NAMES, [['slider_images', 'title', 'title_en']]],
];

/**
 * Gives the known Albanian texts (room types, as bookings recorded them too; services, departures, place
 * names in slide captions) their English where they have none, at every start, as place-names.seed.ts does for places: the
 * demo's, and the same texts staff typed or imported. A text staff wrote in English is never touched.
 */
export async function fillEnglishTexts(em: EntityManager): Promise<void> {
  for (const [dictionary, columns] of FILLS) {
    const pairs = JSON.stringify(Object.entries(dictionary).filter(([sq, en]) => sq !== en).map(([sq, en]) => ({ sq, en })));
    for (const [table, column, english] of columns) {
      await em.execute(
        `update ${table} t set ${english} = n.en from json_to_recordset(?::json) as n(sq text, en text)
         where t.${english} is null and f_fold(t.${column}) = f_fold(n.sq)`,
        [pairs],
      );
    }
  }
}

/** The demo Turkey table's English room types move to the English column, Albanian ones in their place. */
export async function repairDemoRoomTypes(em: EntityManager): Promise<void> {
  for (const [english, albanian] of DEMO_ROOM_TYPES_IN_ENGLISH) {
    await em.execute(`update room_prices set room_type = ?, room_type_en = ? where room_type = ? and room_type_en is null`, [albanian, english, english]);
  }
}
