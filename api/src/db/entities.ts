import { LogEntry } from '../modules/logs/log.entity.js';
import { Package } from '../modules/packages/package.entity.js';
import { Airport } from '../modules/places/airport.entity.js';
import { City } from '../modules/places/city.entity.js';
import { Country } from '../modules/places/country.entity.js';
import { TravelPlan } from '../modules/travel-plans/travel-plan.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Every entity class MikroORM discovers (explicit list: same code under node, tsx and vitest). */
export const entities = [User, LogEntry, Country, City, Airport, Package, TravelPlan];
