import { LogResolver } from '../modules/logs/log.resolver.js';
import { PackageResolver } from '../modules/packages/package.resolver.js';
import { PlaceResolver } from '../modules/places/place.resolver.js';
import { TravelPlanResolver } from '../modules/travel-plans/travel-plan.resolver.js';
import { AccountResolver } from '../modules/users/account.resolver.js';

/** Every resolver class of the schema. */
export const resolvers = [AccountResolver, LogResolver, PlaceResolver, PackageResolver, TravelPlanResolver] as const;
