import { ApiTokenService } from './modules/api-tokens/api-token.service.js';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config/env.js';
import type { ChangeFeed } from './shared/change-feed.js';
import { CardService } from './modules/cards/card.service.js';
import { FavouriteService } from './modules/favourites/favourite.service.js';
import { LogService } from './modules/logs/log.service.js';
import { JobBoardService } from './modules/jobs/job-board.service.js';
import { OutboxService } from './modules/mail/outbox.service.js';
import { mediaStoresOf } from './modules/media/blob-stores.js';
import { MediaFiles } from './modules/media/media-files.js';
import { MediaService } from './modules/media/media.service.js';
import { ContactService } from './modules/messages/contact.service.js';
import { PackageContentService } from './modules/package-content/package-content.service.js';
import { PackageService } from './modules/packages/package.service.js';
import { PackageOptionService } from './modules/package-options/package-option.service.js';
import { FullListCopies } from './modules/packages/full-list.js';
import { firstOnSaleDay } from './modules/packages/on-sale.js';
import { readListSnapshot } from './modules/packages/package-list.js';
import { SearchCounts } from './modules/packages/search-counts.js';
import { readSearchColumns } from './modules/packages/search-columns.js';
import { foldWords } from './modules/packages/search-words.js';
import { SearchIndex } from './modules/packages/search-index.js';
import { AirportService } from './modules/places/airport.service.js';
import { CityService } from './modules/places/city.service.js';
import { CountryService } from './modules/places/country.service.js';
import {
  DUBAI_PRICES, MACEDONIA_PRICES, PriceTableService, ROOM_PRICES, type DubaiPriceService, type MacedoniaPriceService, type RoomPriceService,
} from './modules/prices/price-table.service.js';
import { ReservationDeskService } from './modules/reservations/reservation-desk.service.js';
import { ReservationService } from './modules/reservations/reservation.service.js';
import { PassengerService } from './modules/passengers/passenger.service.js';
import { MoneyReportService } from './modules/payment-reports/money-report.service.js';
import { PaymentWatchService } from './modules/payment-reports/payment-watch.service.js';
import { SliderService } from './modules/sliders/slider.service.js';
import { SubscriptionService } from './modules/subscriptions/subscription.service.js';
import { TravelPlanService } from './modules/travel-plans/travel-plan.service.js';
import type { Actor } from './modules/users/actor.js';
import type { ProfileRow } from './modules/users/profile.js';
import { UserAdminService } from './modules/users/user-admin.service.js';
import { UserService } from './modules/users/user.service.js';
import { PasswordResetService } from './modules/users/password-reset.service.js';
import { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { OwnDataService } from './modules/users/own-data.service.js';
import { FlightService } from './modules/flights/flight.service.js';
import { SeatSaleService } from './modules/flights/seat-sale.service.js';
import { BankStatementService } from './modules/bank-statements/bank-statement.service.js';
import { ResetRequestQueue } from './modules/users/password-reset-queue.js';
import { silentLogger, type Logger } from './shared/logger.js';
import { PaymentService } from './modules/payments/payment.service.js';
import { DocumentService } from './modules/documents/document.service.js';
import { PartnerService } from './modules/partners/partner.service.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { DepartureListService } from './modules/departure-lists/departure-list.service.js';
import { WebhookService } from './modules/webhooks/webhook.service.js';
import { DashboardStatsService } from './modules/dashboard-stats/dashboard-stats.service.js';

/**
 * THE composition root of the domain: the only place that constructs services. Two scopes:
 * - app services, built once at start: what serves a request that needs no user and no unit of
 *   work (a stored picture), and what requests share (the search totals, kept until a write);
 * - request services, built at most once per request, on first use (http/context.ts): they share
 *   the request's EntityManager (one identity map, so a row loaded twice is one object) and its actor.
 * No service constructs another; one that needs another's work gets it here, or calls a function
 * of the other module on its own EntityManager (audit, enqueueMail, saveMedia).
 */

/** `fullListColumns`: the legacy full list's shape (the REST edge's LEGACY_PACKAGE_COLUMNS, passed in by app.ts). */
export function createAppServices(orm: MikroORM, changes: ChangeFeed, fullListColumns: string, config: Config, log: Logger = silentLogger) {
  const resetRequests = new ResetRequestQueue(orm, config.publicUrl, (err) => log.error({ err }, 'password reset requests: a round failed'));
  // Requests an instance left behind when it stopped (they are rare): taken now.
  resetRequests.nudge();
  return {
    resetRequests,
    mediaFiles: new MediaFiles(orm.em.getConnection(), mediaStoresOf(orm.em as EntityManager)),
    searchCounts: new SearchCounts(changes),
    // Read on an EntityManager of its own, in the background; none when turned off (every search is SQL).
    searchIndex: config.searchIndex
      ? new SearchIndex(
        changes, (stopped) => readSearchColumns(orm.em.fork() as EntityManager, stopped), (err) => log.warn({ err }, 'search index: a read failed'),
        (words) => foldWords(orm.em.getConnection(), words),
      )
      : undefined,
    // Read on an EntityManager of its own: made in the background, for every request waiting on it.
    fullList: new FullListCopies(
      changes, (work) => readListSnapshot(orm.em.fork() as EntityManager, fullListColumns, work), () => firstOnSaleDay(config.bookingLimits.cutoffDays),
    ),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** What the request services need: the request's EntityManager and who is acting. */
export interface RequestScope {
  em: EntityManager;
  actor: Actor | null;
  /** The request's session id, so a password change can keep the current session alive. */
  sessionId?: string;
  /** The signed-in account's profile as read with the session, while the request cannot have changed it. */
  profile?: () => ProfileRow | undefined;
}

/** The per-request service set. Both APIs call these; neither touches the ORM directly. */
export function createServices(config: Config, app: AppServices, { em, actor, sessionId, profile }: RequestScope) {
  return {
    users: new UserService(em, profile),
    userAdmin: new UserAdminService(em, actor, sessionId),
    passwordResets: new PasswordResetService(em, app.resetRequests),
    twoFactor: new TwoFactorService(em, actor, config.staffTwoFactorRequired, sessionId),
    ownData: new OwnDataService(em, actor, sessionId),
    reservations: new ReservationService(em, actor, config),
    reservationDesk: new ReservationDeskService(em, actor),
    passengers: new PassengerService(em, actor, config.passengerEditCutoffDays),
    favourites: new FavouriteService(em, actor),
    contact: new ContactService(em, actor, config),
    subscriptions: new SubscriptionService(em, config),
    outbox: new OutboxService(em, actor),
    jobs: new JobBoardService(em),
    logs: new LogService(em),
    countries: new CountryService(em, actor),
    cities: new CityService(em, actor),
    airports: new AirportService(em, actor),
    packages: new PackageService(em, actor, app.searchCounts, app.searchIndex, app.fullList, config.bookingLimits.cutoffDays, config.agencyPhone),
    packageContent: new PackageContentService(em, actor, config.agencyPhone, config.bookingLimits.cutoffDays, config.bank),
    travelPlans: new TravelPlanService(em, actor),
    media: new MediaService(em, actor, config.maxImageBytes),
    sliders: new SliderService(em, actor),
    cards: new CardService(em, actor),
    roomPrices: new PriceTableService(em, actor, ROOM_PRICES) as RoomPriceService,
    dubaiPrices: new PriceTableService(em, actor, DUBAI_PRICES) as DubaiPriceService,
    macedoniaPrices: new PriceTableService(em, actor, MACEDONIA_PRICES) as MacedoniaPriceService,
    packageOptions: new PackageOptionService(em, actor, config),
    flights: new FlightService(em, actor),
    seatSale: new SeatSaleService(em, actor, config),
    payments: new PaymentService(em, actor, config),
    documents: new DocumentService(em, actor),
    partners: new PartnerService(em, actor, config.publicUrl),
    paymentWatch: new PaymentWatchService(em),
    moneyReport: new MoneyReportService(em, config.bookingTerms.cancellationFeePercent),
    bankStatements: new BankStatementService(em, actor),
    webhooks: new WebhookService(em, actor, config.webhooks),
    apiTokens: new ApiTokenService(em, actor),
    departureLists: new DepartureListService(em, actor, config.infantMaxAge, { ...config.agency, phone: config.agencyPhone }),
    dashboardStats: new DashboardStatsService(em, new PaymentWatchService(em), new MoneyReportService(em, config.bookingTerms.cancellationFeePercent)),
    reports: new ReportsService(em, actor, config.bookingTerms.cancellationFeePercent),
  };
}

export type Services = ReturnType<typeof createServices>;
