import { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { Favourite } from '../modules/favourites/favourite.entity.js';
import { LogEntry } from '../modules/logs/log.entity.js';
import { OutboxMail } from '../modules/mail/outbox.entity.js';
import { BookingDocument, ContractTerms } from '../modules/documents/document.entity.js';
import { ContactMessage } from '../modules/messages/contact-message.entity.js';
import { Reservation } from '../modules/reservations/reservation.entity.js';
import { ReservationNote } from '../modules/reservations/reservation-note.entity.js';
import { Payment, PaymentStage } from '../modules/payments/payment.entity.js';
import { Subscription } from '../modules/subscriptions/subscription.entity.js';
import { Package } from '../modules/packages/package.entity.js';
import { PackageContent, PackagePhoto } from '../modules/package-content/package-content.entity.js';
import { Airport } from '../modules/places/airport.entity.js';
import { City } from '../modules/places/city.entity.js';
import { Country } from '../modules/places/country.entity.js';
import { TravelPlan } from '../modules/travel-plans/travel-plan.entity.js';
import { User } from '../modules/users/user.entity.js';
import { PasswordReset } from '../modules/users/password-reset.entity.js';
import { Card } from '../modules/cards/card.entity.js';
import { Media, MediaVariant } from '../modules/media/media.entity.js';
import { DubaiPrice } from '../modules/prices/dubai-price.entity.js';
import { MacedoniaPrice } from '../modules/prices/macedonia-price.entity.js';
import { RoomPrice } from '../modules/prices/room-price.entity.js';
import { SliderImage } from '../modules/sliders/slider-image.entity.js';
import { PackageOption } from '../modules/package-options/package-option.entity.js';
import { Flight } from '../modules/flights/flight.entity.js';
import { RecoveryCode } from '../modules/two-factor/recovery-code.entity.js';
import { Passenger } from '../modules/passengers/passenger.entity.js';
import { PartnerAgency } from '../modules/partners/partner-agency.entity.js';
import { BankFormat, BankStatement, BankStatementLine } from '../modules/bank-statements/bank-statement.entity.js';
import { WebhookDelivery, WebhookEndpoint } from '../modules/webhooks/webhook.entity.js';

/** Every entity class MikroORM discovers (explicit list: same code under node, tsx and vitest). */
export const entities = [User, LogEntry, Country, City, Airport, Package, TravelPlan, Reservation, Favourite, ContactMessage, Subscription, OutboxMail,
  Media, MediaVariant, SliderImage, Card, RoomPrice, DubaiPrice, MacedoniaPrice,
  PackageOption, PackageContent, PackagePhoto, PasswordReset, RecoveryCode, ReservationNote, Payment, PaymentStage,
  Passenger, Flight, BankFormat, BankStatement, BankStatementLine, BookingDocument, ContractTerms,
  WebhookEndpoint, WebhookDelivery, ApiToken, PartnerAgency];
