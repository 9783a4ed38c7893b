import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, assertUnreferenced, findOr404 } from '../../shared/entity-helpers.js';
import { uniqueOr409, type UniqueFields } from '../../shared/db-errors.js';
import { audit, describeChanges, LogAction, LogKind } from '../logs/audit.js';
import { Package } from '../packages/package.entity.js';
import { Airport } from './airport.entity.js';
import { City } from './city.entity.js';
import { Country } from './country.entity.js';
import { englishName, type CountryInput, type CountryUpdateInput } from './place.inputs.js';

const WHAT = 'Shteti';
/** The unique index that refuses a twin, and what it says. */
const UNIQUE: UniqueFields = { countries_name_unique: ['name', 'Ky shtet ekziston tashmë.'] };

export class CountryService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  list(): Promise<Country[]> {
    return this.em.find(Country, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  get(id: number): Promise<Country> {
    return findOr404(this.em, Country, id, WHAT);
  }

  create(input: CountryInput): Promise<Country> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const country = em.create(Country, { name: input.name.trim(), nameEn: englishName(input.nameEn) });
        await em.flush();
        audit(em, this.actor, LogAction.ADD, LogKind.COUNTRY, country.id, { subject: country.name });
        return country;
      }),
    );
  }

  update(id: number, input: CountryUpdateInput): Promise<Country> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const country = await findOr404(em, Country, id, WHAT);
        const patch = { name: input.name?.trim(), nameEn: input.nameEn === undefined ? undefined : englishName(input.nameEn) };
        const before = applyPatch(country, patch, ['nameEn']);
        audit(em, this.actor, LogAction.EDIT, LogKind.COUNTRY, id, { subject: country.name, changes: describeChanges(before, patch) });
        return country;
      }),
    );
  }

  /** Refused (409) while cities, airports or packages still point at the country. */
  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const country = await findOr404(em, Country, id, WHAT);
      assertUnreferenced(`Shteti "${country.name}"`, [
        [await em.count(City, { country: id }), 'qytete'],
        [await em.count(Airport, { country: id }), 'aeroporte'],
        [await em.count(Package, { country: id }), 'aranzhmane'],
      ]);
      em.remove(country);
      audit(em, this.actor, LogAction.DELETE, LogKind.COUNTRY, id, { subject: country.name });
      return true;
    });
  }
}
