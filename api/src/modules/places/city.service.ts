import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, assertUnreferenced, findOr404, refOr400 } from '../../shared/entity-helpers.js';
import { uniqueOr409, type UniqueFields } from '../../shared/db-errors.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { Package } from '../packages/package.entity.js';
import { City } from './city.entity.js';
import { Country } from './country.entity.js';
import { englishName, type CityInput, type CityUpdateInput } from './place.inputs.js';

const WHAT = 'Qyteti';
/** The unique index that refuses a twin, and what it says. */
const UNIQUE: UniqueFields = { cities_country_name_unique: ['name', 'Ky qytet ekziston tashmë në këtë shtet.'] };

export class CityService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  list(countryId?: number): Promise<City[]> {
    return this.em.find(City, countryId ? { country: countryId } : {}, {
      populate: ['country'],
      orderBy: { name: 'asc', id: 'asc' },
    });
  }

  get(id: number): Promise<City> {
    return findOr404(this.em, City, id, WHAT, ['country']);
  }

  create(input: CityInput): Promise<City> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const country = await refOr400(em, Country, input.countryId, 'countryId', 'Shteti');
        const city = em.create(City, { name: input.name.trim(), nameEn: englishName(input.nameEn), country });
        await em.flush();
        audit(em, this.actor, LogAction.ADD, LogKind.CITY, city.id, { subject: city.name, changes: describeValues({ country }) });
        return city;
      }),
    );
  }

  update(id: number, input: CityUpdateInput): Promise<City> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const city = await findOr404(em, City, id, WHAT, ['country']);
        const country = input.countryId ? await refOr400(em, Country, input.countryId, 'countryId', 'Shteti') : undefined;
        const patch = { name: input.name?.trim(), nameEn: input.nameEn === undefined ? undefined : englishName(input.nameEn), country };
        const before = applyPatch(city, patch, ['nameEn']);
        audit(em, this.actor, LogAction.EDIT, LogKind.CITY, id, { subject: city.name, changes: describeChanges(before, patch) });
        return city;
      }),
    );
  }

  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const city = await findOr404(em, City, id, WHAT);
      assertUnreferenced(`Qyteti "${city.name}"`, [[await em.count(Package, { city: id }), 'aranzhmane']]);
      em.remove(city);
      audit(em, this.actor, LogAction.DELETE, LogKind.CITY, id, { subject: city.name });
      return true;
    });
  }
}
