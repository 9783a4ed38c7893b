import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Config } from './config/env.js';
import type { SessionUser } from './http/request-context.js';
import { FavouriteService } from './modules/favourites/favourite.service.js';
import { LogService } from './modules/logs/log.service.js';
import { OutboxService } from './modules/mail/outbox.service.js';
import { ContactService } from './modules/messages/contact.service.js';
import { ReservationService } from './modules/reservations/reservation.service.js';
import { SubscriptionService } from './modules/subscriptions/subscription.service.js';
import { UserAdminService } from './modules/users/user-admin.service.js';
import { PackageService } from './modules/packages/package.service.js';
import { AirportService } from './modules/places/airport.service.js';
import { CityService } from './modules/places/city.service.js';
import { CountryService } from './modules/places/country.service.js';
import { TravelPlanService } from './modules/travel-plans/travel-plan.service.js';
import { UserService } from './modules/users/user.service.js';
import { CardService } from './modules/cards/card.service.js';
import { MediaService } from './modules/media/media.service.js';
import { priceServices } from './modules/prices/price-table.service.js';
import { SliderService } from './modules/sliders/slider.service.js';

/** What every service may need about the request: its EntityManager and who is acting. */
export interface ServiceDeps {
  em: EntityManager;
  actor: SessionUser | null;
  config: Config;
  pool: pg.Pool;
  /** The request's session id, so a password change can keep the current session alive. */
  sessionId?: string;
}

/** The per-request service set. Both APIs call these; neither touches the ORM directly. */
export function createServices(deps: ServiceDeps) {
  const users = new UserService(deps.em);
  return {
    users,
    userAdmin: new UserAdminService(deps.em, deps.actor, users, deps.sessionId),
    reservations: new ReservationService(deps.em, deps.actor, deps.config),
    favourites: new FavouriteService(deps.em, deps.actor),
    contact: new ContactService(deps.em, deps.actor, deps.config),
    subscriptions: new SubscriptionService(deps.em, deps.config),
    outbox: new OutboxService(deps.em),
    logs: new LogService(deps.em),
    countries: new CountryService(deps.em, deps.actor),
    cities: new CityService(deps.em, deps.actor),
    airports: new AirportService(deps.em, deps.actor),
    packages: new PackageService(deps.em, deps.actor),
    travelPlans: new TravelPlanService(deps.em, deps.actor),
    media: new MediaService(deps.em, deps.actor, deps.config.maxImageBytes),
    sliders: new SliderService(deps.em, deps.actor, deps.config.maxImageBytes),
    cards: new CardService(deps.em, deps.actor, deps.config.maxImageBytes),
    ...priceServices(deps.em, deps.actor),
  };
}

export type Services = ReturnType<typeof createServices>;
