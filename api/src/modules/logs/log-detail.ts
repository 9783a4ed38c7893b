import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * What a log row is about, in data (issue 16: "price: 399 → 377" and "PENDING → CONFIRMED" read the
 * same in both languages). The dashboard words each kind, field and value in the page's language; the
 * `entity` and `details` columns keep the Albanian words the legacy `/api/logs` list shows.
 */
export enum LogKind {
  PACKAGE = 'package',
  TRAVEL_PLAN = 'travel-plan',
  COUNTRY = 'country',
  CITY = 'city',
  AIRPORT = 'airport',
  USER = 'user',
  RESERVATION = 'reservation',
  MESSAGE = 'message',
  CARD = 'card',
  SLIDER = 'slider',
  IMAGE = 'image',
  ROOM_PRICE = 'room-price',
  DUBAI_PRICE = 'dubai-price',
  MACEDONIA_PRICE = 'macedonia-price',
  /** A mail of the outbox (staff send a failed one again, issue 42). */
  MAIL = 'mail',
  /** A charter flight and its seat block (issue 43). */
  FLIGHT = 'flight',
  /** A bank statement's upload and its lines assigned or set aside by hand (issue 44). */
  BANK_STATEMENT = 'bank-statement',
  /** The contract terms the owner publishes (issue 45). */
  CONTRACT_TERMS = 'contract-terms',
  /** A flight's passenger list or a hotel's rooming list, downloaded (issue 46); never its rows. */
  DEPARTURE_LIST = 'departure-list',
  /** A webhook endpoint registered, changed, its secret rotated, or a delivery replayed (issue 47). */
  WEBHOOK = 'webhook',
  /** An API token created, revoked, or a write made with it (issue 47). */
  API_TOKEN = 'api-token',
  /** A partner agency (issue 47): created, edited, deactivated by the owner. */
  PARTNER_AGENCY = 'partner-agency',
  REPORT = 'report',
  /** Rows of another origin (the old system's log, see legacy-import). */
  OTHER = 'other',
}
registerEnumType(LogKind, { name: 'LogKind', description: 'What kind of thing a log row is about.' });

/** The Albanian word of the `entity` column, as the log has always written it (and the legacy import). */
export const LOG_ENTITY: Record<Exclude<LogKind, LogKind.OTHER>, string> = {
  [LogKind.PACKAGE]: 'Aranzhman',
  [LogKind.TRAVEL_PLAN]: 'Plan udhëtimi',
  [LogKind.COUNTRY]: 'Shteti',
  [LogKind.CITY]: 'Qyteti',
  [LogKind.AIRPORT]: 'Airport',
  [LogKind.USER]: 'Përdoruesi',
  [LogKind.RESERVATION]: 'Rezervim',
  [LogKind.MESSAGE]: 'Mesazh',
  [LogKind.CARD]: 'Kartë',
  [LogKind.SLIDER]: 'Slider',
  [LogKind.IMAGE]: 'Imazh',
  [LogKind.ROOM_PRICE]: 'Çmim dhome Turqi',
  [LogKind.DUBAI_PRICE]: 'Çmim Dubai',
  [LogKind.MACEDONIA_PRICE]: 'Çmim Maqedoni',
  [LogKind.MAIL]: 'Email',
  [LogKind.FLIGHT]: 'Fluturim',
  [LogKind.BANK_STATEMENT]: 'Ekstrakt bankar',
  [LogKind.CONTRACT_TERMS]: 'Kushtet e kontratës',
  [LogKind.DEPARTURE_LIST]: 'Listë nisjeje',
  [LogKind.WEBHOOK]: 'Webhook',
  [LogKind.API_TOKEN]: 'Token API',
  [LogKind.PARTNER_AGENCY]: 'Agjenci partnere',
  [LogKind.REPORT]: 'Raport',
};

export function kindOfEntity(entity: string): LogKind {
  const found = Object.entries(LOG_ENTITY).find(([, word]) => word === entity);
  return (found?.[0] as LogKind | undefined) ?? LogKind.OTHER;
}

/** One field: `from` → `to` on an edit; only `to` for a fact of an added row. Values as text (dates
 * YYYY-MM-DD, codes such as PENDING or ADMIN, a related row by its name). */
@ObjectType('LogChange')
export class LogChange {
  @Field(() => String, { description: 'The input field, e.g. "price", "status", "departureDate".' })
  field!: string;

  @Field(() => String, { nullable: true })
  from?: string | null;

  @Field(() => String, { nullable: true })
  to?: string | null;
}

@ObjectType('LogDetail')
export class LogDetail {
  @Field(() => String, { nullable: true, description: 'The name of the thing, as written ("Hotel X", "admin").' })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: 'Which list of cards or which slider: a CardKind or SliderKind name.' })
  list?: string | null;

  @Field(() => [LogChange])
  changes!: LogChange[];
}
