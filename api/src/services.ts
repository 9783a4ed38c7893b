import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Config } from './config/env.js';
import type { SessionUser } from './http/request-context.js';
import { LogService } from './modules/logs/log.service.js';
import { PackageService } from './modules/packages/package.service.js';
import { AirportService } from './modules/places/airport.service.js';
import { CityService } from './modules/places/city.service.js';
import { CountryService } from './modules/places/country.service.js';
import { TravelPlanService } from './modules/travel-plans/travel-plan.service.js';
import { UserService } from './modules/users/user.service.js';

/** What every service may need about the request: its EntityManager and who is acting. */
export interface ServiceDeps {
  em: EntityManager;
  actor: SessionUser | null;
  config: Config;
  pool: pg.Pool;
}

/** The per-request service set. Both APIs call these; neither touches the ORM directly. */
export function createServices(deps: ServiceDeps) {
  return {
    users: new UserService(deps.em),
    logs: new LogService(deps.em),
    countries: new CountryService(deps.em, deps.actor),
    cities: new CityService(deps.em, deps.actor),
    airports: new AirportService(deps.em, deps.actor),
    packages: new PackageService(deps.em, deps.actor),
    travelPlans: new TravelPlanService(deps.em, deps.actor),
  };
}

export type Services = ReturnType<typeof createServices>;
