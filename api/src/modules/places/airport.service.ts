import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, assertUnreferenced, findOr404, refOr400 } from '../../shared/entity-helpers.js';
import { uniqueOr409, type UniqueFields } from '../../shared/db-errors.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { todayLocal } from '../../shared/local-date.js';
import { Package } from '../packages/package.entity.js';
import { Airport } from './airport.entity.js';
import { Country } from './country.entity.js';
import { englishName, type AirportInput, type AirportUpdateInput } from './place.inputs.js';

const WHAT = 'Airport';
/** The unique index that refuses a twin, and what it says. */
const UNIQUE: UniqueFields = { airports_code_unique: ['code', 'Një aeroport me këtë akronim ekziston tashmë.'] };

export class AirportService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /**
   * Every airport, or (`withDepartures`) only those a package leaves from today on: the search's
   * "Nisja nga" offers no airport that would find nothing (issue 42).
   */
  async list(withDepartures = false): Promise<Airport[]> {
    if (!withDepartures) return this.em.find(Airport, {}, { populate: ['country'], orderBy: { id: 'asc' } });
    const rows = await this.em.execute<{ id: number }[]>('select distinct airport_id as id from packages where departure_date >= ?', [todayLocal()]);
    return this.em.find(Airport, { id: { $in: rows.map((r) => r.id) } }, { populate: ['country'], orderBy: { id: 'asc' } });
  }

  get(id: number): Promise<Airport> {
    return findOr404(this.em, Airport, id, WHAT, ['country']);
  }

  create(input: AirportInput): Promise<Airport> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const country = await refOr400(em, Country, input.countryId, 'countryId', 'Shteti');
        const airport = em.create(Airport, { name: input.name.trim(), nameEn: englishName(input.nameEn), code: input.code.trim().toUpperCase(), country } as never) as Airport;
        await em.flush();
        audit(em, this.actor, LogAction.ADD, LogKind.AIRPORT, airport.id, { subject: airport.label, changes: describeValues({ country: airport.country }) });
        return airport;
      }),
    );
  }

  update(id: number, input: AirportUpdateInput): Promise<Airport> {
    return uniqueOr409(UNIQUE, () =>
      this.em.transactional(async (em) => {
        const airport = await findOr404(em, Airport, id, WHAT, ['country']);
        const country = input.countryId ? await refOr400(em, Country, input.countryId, 'countryId', 'Shteti') : undefined;
        const patch = { name: input.name?.trim(), nameEn: input.nameEn === undefined ? undefined : englishName(input.nameEn), code: input.code?.trim().toUpperCase(), country };
        const before = applyPatch(airport, patch, ['nameEn']);
        audit(em, this.actor, LogAction.EDIT, LogKind.AIRPORT, id, { subject: airport.label, changes: describeChanges(before, patch) });
        return airport;
      }),
    );
  }

  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const airport = await findOr404(em, Airport, id, WHAT);
      assertUnreferenced(`Aeroporti "${airport.label}"`, [[await em.count(Package, { airport: id }), 'aranzhmane']]);
      em.remove(airport);
      audit(em, this.actor, LogAction.DELETE, LogKind.AIRPORT, id, { subject: airport.label });
      return true;
    });
  }
}
