import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver.js';
import { ReportsResolver } from '../modules/reports/reports.resolver.js';
import { documentResolvers } from '../modules/documents/document.resolver.js';
import { SeatSaleResolver } from '../modules/flights/seat-sale.resolver.js';
import { FavouriteResolver } from '../modules/favourites/favourite.resolver.js';
import { LogKindResolver, LogResolver } from '../modules/logs/log.resolver.js';
import { OutboxResolver } from '../modules/mail/outbox.resolver.js';
import { JobBoardResolver } from '../modules/jobs/job-board.resolver.js';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver.js';
import { ContactResolver } from '../modules/messages/contact.resolver.js';
import { ReservationDeskResolver } from '../modules/reservations/reservation-desk.resolver.js';
import { PackageSeatsResolver, ReservationResolver, ReservationWaitlistResolver } from '../modules/reservations/reservation.resolver.js';
import { SubscriptionResolver } from '../modules/subscriptions/subscription.resolver.js';
import { UserAdminResolver } from '../modules/users/user-admin.resolver.js';
import { PackageImageResolver, PackageResolver } from '../modules/packages/package.resolver.js';
import { AgencyContactResolver, PackageContentResolver } from '../modules/package-content/package-content.resolver.js';
import { AirportCountryResolver, CityCountryResolver, PlaceResolver } from '../modules/places/place.resolver.js';
import { TravelPlanResolver } from '../modules/travel-plans/travel-plan.resolver.js';
import { AccountResolver } from '../modules/users/account.resolver.js';
import { PasswordResetResolver } from '../modules/users/password-reset.resolver.js';
import { TwoFactorResolver } from '../modules/two-factor/two-factor.resolver.js';
import { OwnDataResolver } from '../modules/users/own-data.resolver.js';
import { FlightResolver } from '../modules/flights/flight.resolver.js';
import { CardImageResolver, CardResolver } from '../modules/cards/card.resolver.js';
import { PriceResolver } from '../modules/prices/price.resolver.js';
import { PackageOptionResolver, PackageSaleResolver } from '../modules/package-options/package-option.resolver.js';
import { SliderImageImageResolver, SliderResolver } from '../modules/sliders/slider.resolver.js';
import { PassengerResolver } from '../modules/passengers/passenger.resolver.js';
import { ReservationMoneyResolver } from '../modules/payments/payment.resolver.js';
import { PaymentReportsResolver } from '../modules/payment-reports/payment-reports.resolver.js';
import { BankStatementResolver } from '../modules/bank-statements/bank-statement.resolver.js';
import { DepartureListsResolver } from '../modules/departure-lists/departure-lists.resolver.js';
import { DashboardStatsResolver } from '../modules/dashboard-stats/dashboard-stats.resolver.js';

/** Every resolver class of the schema. */
import { PartnerAgencyResolver, ReservationSellerResolver } from '../modules/partners/partner.resolver.js';
export const resolvers = [AccountResolver, LogResolver, LogKindResolver, PlaceResolver, AirportCountryResolver, CityCountryResolver, PackageResolver, PackageImageResolver, TravelPlanResolver, UserAdminResolver, ReservationResolver, ReservationWaitlistResolver, ReservationDeskResolver, ReservationMoneyResolver, PartnerAgencyResolver, ReservationSellerResolver, ...documentResolvers, PackageSeatsResolver, FavouriteResolver, ContactResolver, OutboxResolver, SubscriptionResolver,
  SliderResolver, SliderImageImageResolver, CardResolver, CardImageResolver, PriceResolver,
  PackageOptionResolver, PackageSaleResolver, PackageContentResolver, AgencyContactResolver, PasswordResetResolver, TwoFactorResolver, OwnDataResolver,
  PassengerResolver, JobBoardResolver, FlightResolver, WebhookResolver,
  SeatSaleResolver,
  PaymentReportsResolver, BankStatementResolver,
  DepartureListsResolver, ApiTokenResolver, DashboardStatsResolver, ReportsResolver] as const;
