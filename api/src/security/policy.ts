/**
 * WHO MAY CALL WHAT: the explicit access policy of every REST route and every GraphQL query/mutation.
 * authorization-matrix.test.ts checks the running app against it for anonymous, user, partner, admin and owner;
 * a route or field without an entry here FAILS that suite, and so does an entry the app no longer has.
 *
 * Adding a route or field? Add its line, with the access LEGACY-API.md / SPEC.md give it:
 * - public: nobody is ever refused with 401/403 (validation, 404 and 409 are fine);
 * - user:   any logged-in account (a partner's too); anonymous gets 401;
 * - customer: accounts with role user only; anonymous 401, partner, admin and owner 403;
 * - partner: a partner agency's people only (issue 47); anonymous 401, user, admin and owner 403;
 * - staff:  admin and owner; anonymous 401, user and partner 403;
 * - owner:  owner only; anonymous 401, user, partner and admin 403.
 * - integrator: the accounts that may hold API tokens and webhooks (api-tokens/scopes.ts mayHoldApiTokens,
 *   webhooks/webhook-events.ts WEBHOOK_ROLES: the owner and partners' people); anonymous 401, everyone else 403.
 * - integratorOrStaff: those and admins (webhook delivery logs); anonymous 401, customers 403. Requests made WITH a token reach only
 *   graphql/token-scopes.ts.
 *
 * PARTNER (issue 47, ADR 0042) may call the public reads, the `user` fields (booking for its customers:
 * bookPackage; what it booked itself: myReservations, a booking's travellers and documents, the services
 * narrowing each to its agency's bookings, partners/booking-scope.ts) and the `partner` fields; never a
 * staff or owner field. API TOKENS: partners may hold them (api-tokens/scopes.ts `mayHoldApiTokens`); a token
 * acts as its user, so a token route's entry here is the same access its session route has.
 */
export type Access = 'public' | 'user' | 'customer' | 'partner' | 'staff' | 'owner' | 'integrator' | 'integratorOrStaff';

export interface Policy {
  access: Access;
  /** GraphQL: argument values to use instead of generated ones (e.g. so `login` fails validation, not the password check). */
  args?: Record<string, unknown>;
}

const p = (access: Access, extra: Omit<Policy, 'access'> = {}): Policy => ({ access, ...extra });

/** Keyed `METHOD /path` exactly as registered (see security/routes.ts). */
export const REST_POLICY: Record<string, Policy> = {
  // Session (LEGACY-API §2): /user answers 401 to anonymous visitors by contract.
  'GET /user': p('user'),
  'POST /logout': p('public'),
  'POST /api/login': p('public'),
  'POST /api/register': p('public'),
  'POST /api/registerForm': p('public'),
  'GET /api/users-count': p('staff'),
  'GET /api/users-get': p('staff'),
  'POST /api/AddUser': p('staff'),
  'PUT /api/users/:id': p('staff'),
  'DELETE /api/users/:id': p('staff'),
  'GET /api/logs': p('staff'),

  // Catalogue (§3): public reads, staff writes.
  'GET /api/shtetet': p('public'),
  'POST /api/add-shtetin': p('staff'),
  'PUT /api/shtetin-update/:id': p('staff'),
  'DELETE /api/shtetin-delete/:id': p('staff'),
  'GET /api/qytetet': p('public'),
  'POST /api/add-qytetet': p('staff'),
  'PUT /api/qytetet-update/:id': p('staff'),
  'DELETE /api/qytetet-delete/:id': p('staff'),
  'GET /api/airports': p('public'),
  'POST /api/add-Airports': p('staff'),
  'PUT /api/airports-update/:id': p('staff'),
  'DELETE /api/airports-delete/:id': p('staff'),
  'GET /api/aranzhmanet': p('public'),
  'GET /api/aranzhmanet/:id': p('public'),
  'POST /api/add-Aranzhmani': p('staff'),
  'PUT /api/Aranzhmani-update/:id': p('staff'),
  'DELETE /api/Aranzhmani-delete/:id': p('staff'),
  'GET /api/travel-plans': p('public'),
  'POST /api/travel-plans': p('staff'),
  'PUT /api/travel-plans/:id': p('staff'),
  'DELETE /api/travel-plans/:id': p('staff'),

  // Visitor actions (§5, §6): reserving needs a session; contact and subscriptions are open.
  'POST /api/reserveOffer': p('user'),
  'POST /api/contact': p('public'),
  'POST /api/abonohu': p('public'),
  'POST /api/unsubscribe': p('public'),
  'GET /api/subscribers.csv': p('staff'),
  // Issue 44: the money report's tables as CSV.
  'GET /api/reports/money.csv': p('staff'),
  // Issue 45: a booking's document, for its customer and staff (anyone else: 404).
  'GET /api/documents/:id': p('user'),
  // Issue 46, item 3: the departure lists (personal data) as downloads.
  'GET /api/departure-lists/flights/:id.csv': p('staff'),
  'GET /api/departure-lists/flights/:id.xlsx': p('staff'),
  'GET /api/departure-lists/rooming.csv': p('staff'),
  'GET /api/departure-lists/rooming.xlsx': p('staff'),
  'GET /api/departure-lists/flights/:id.pdf': p('staff'),
  'GET /api/departure-lists/rooming.pdf': p('staff'),
  // Issue 46, item 2: the reports' sections as downloads.
  'GET /api/reports/:section.csv': p('staff'),
  'GET /api/reports/:section.xlsx': p('staff'),

  // Content (§4): sliders, cards, price tables: public reads, staff writes. Images: anyone reads, staff uploads.
  'GET /api/images': p('public'),
  'POST /api/add-images': p('staff'),
  'DELETE /api/images-delete/:id': p('staff'),
  'GET /api/bullgari/images': p('public'),
  'POST /api/bullgari/add-images': p('staff'),
  'DELETE /api/bullgari/images-delete/:id': p('staff'),
  'GET /api/greqi-images': p('public'),
  'POST /api/add-greqi-image': p('staff'),
  'DELETE /api/greqi-image-delete/:id': p('staff'),
  'GET /api/cards': p('public'),
  'POST /api/add-cards': p('staff'),
  'PUT /api/cards-update/:id': p('staff'),
  'DELETE /api/cards-delete/:id': p('staff'),
  'GET /api/hurghada/cards': p('public'),
  'POST /api/hurghada/add-cards': p('staff'),
  'PUT /api/hurghada/cards-update/:id': p('staff'),
  'DELETE /api/hurghada/cards-delete/:id': p('staff'),
  'GET /api/kapodakia/cards': p('public'),
  'POST /api/kapodakia/add-cards': p('staff'),
  'PUT /api/kapodakia/cards-update/:id': p('staff'),
  'DELETE /api/kapodakia/cards-delete/:id': p('staff'),
  'GET /api/room-price': p('public'),
  'POST /api/add-room-price': p('staff'),
  'PUT /api/room-prices-update/:id': p('staff'),
  'DELETE /api/room-prices-delete/:id': p('staff'),
  'GET /api/dubai-price': p('public'),
  'POST /api/add-dubai-price': p('staff'),
  'PUT /api/dubai-prices-update/:id': p('staff'),
  'DELETE /api/dubai-prices-delete/:id': p('staff'),
  'GET /api/maqedoni-price': p('public'),
  'POST /api/add-maqedoni-price': p('staff'),
  'PUT /api/maqedoni-prices-update/:id': p('staff'),
  'DELETE /api/maqedoni-prices-delete/:id': p('staff'),
  'GET /media/:id/:variant': p('public'),
  'POST /media': p('staff'),
  // Issue 44: a bank statement's upload (multipart; its lines are read through GraphQL).
  'POST /bank-statements': p('staff'),

  // Health checks, metrics (no role: localhost or METRICS_TOKEN, ops/metrics.test.ts), the sitemap. The web
  // app's pages and forms (GraphiQL's among them) are React Router's routes behind one handler: what
  // they show and do goes through the GraphQL fields below, with the same roles.
  'GET /healthz': p('public'),
  'GET /readyz': p('public'),
  'GET /metrics': p('public'),
  'GET /sitemap.xml': p('public'),
  'GET /sitemap-:n.xml': p('public'),
};

/** Keyed `Query.field` / `Mutation.field`. */
export const GRAPHQL_POLICY: Record<string, Policy> = {
  'Query.me': p('public'),
  'Query.usersCount': p('staff'),
  'Query.users': p('staff'),
  'Query.logs': p('staff'),
  'Mutation.register': p('public'),
  // A wrong password would be a legitimate UNAUTHENTICATED: send an input that fails validation instead.
  'Mutation.login': p('public', { args: { input: { username: 'nobody', password: '' } } }),
  'Mutation.logout': p('public'),
  'Mutation.createUser': p('staff'),
  'Mutation.updateUser': p('staff'),
  'Mutation.deleteUser': p('staff'),
  'Mutation.updateMyProfile': p('user'),
  'Mutation.changeMyPassword': p('user'),
  'Mutation.requestPasswordReset': p('public'),
  'Mutation.resetPassword': p('public'),
  // Two-factor sign-in (issue 41). The code step is open to a half signed-in session: send an input
  // that fails validation, so no caller meets the "no sign-in under way" 401.
  'Query.pendingSignIn': p('public'),
  'Mutation.verifyLoginCode': p('public', { args: { input: { code: '' } } }),
  // No @auth (a session half signed in and asked to enrol may call them); anyone else gets a 401.
  'Mutation.startTwoFactorEnrolment': p('user'),
  'Mutation.confirmTwoFactorEnrolment': p('user'),
  'Query.myTwoFactor': p('user'),
  'Mutation.regenerateRecoveryCodes': p('user'),
  'Mutation.disableTwoFactor': p('user'),
  'Mutation.resetTwoFactor': p('owner'),
  'Query.securitySettings': p('owner'),
  // Never turned on here: staff logging in again during the suite would be asked to enrol.
  'Mutation.setStaffTwoFactorRequired': p('owner', { args: { required: false } }),
  // A person's own data (issue 41), and staff acting on a customer's request.
  'Query.mySessions': p('user'),
  'Mutation.signOutOtherSessions': p('user'),
  'Mutation.signOutSession': p('user'),
  'Query.myData': p('user'),
  // A wrong password: the account stays (the suite's agents keep theirs).
  'Mutation.deleteMyAccount': p('customer', { args: { input: { password: 'not-the-password' } } }),
  'Query.customerData': p('staff'),
  'Mutation.eraseCustomer': p('staff'),

  'Query.countries': p('public'),
  'Query.country': p('public'),
  'Query.cities': p('public'),
  'Query.city': p('public'),
  'Query.airports': p('public'),
  'Query.airport': p('public'),
  'Query.searchPackages': p('public'),
  'Query.allPackages': p('staff'),
  'Query.flights': p('staff'),
  'Query.flight': p('staff'),
  'Query.departures': p('staff'),
  'Mutation.createFlight': p('staff'),
  'Mutation.updateFlight': p('staff'),
  'Mutation.deleteFlight': p('staff'),
  'Query.package': p('public'),
  'Query.travelPlans': p('public'),
  'Query.travelPlan': p('public'),
  'Mutation.createCountry': p('staff'),
  'Mutation.updateCountry': p('staff'),
  'Mutation.deleteCountry': p('staff'),
  'Mutation.createCity': p('staff'),
  'Mutation.updateCity': p('staff'),
  'Mutation.deleteCity': p('staff'),
  'Mutation.createAirport': p('staff'),
  'Mutation.updateAirport': p('staff'),
  'Mutation.deleteAirport': p('staff'),
  'Mutation.createPackage': p('staff'),
  'Mutation.updatePackage': p('staff'),
  'Mutation.deletePackage': p('staff'),
  'Query.packageActiveBookings': p('staff'),
  'Mutation.createTravelPlan': p('staff'),
  'Mutation.updateTravelPlan': p('staff'),
  'Mutation.deleteTravelPlan': p('staff'),

  'Query.myReservations': p('user'),
  'Query.myBookedPackageIds': p('user'),
  'Query.reservations': p('staff'),
  'Mutation.reservePackage': p('user'),
  'Mutation.cancelMyReservation': p('user'),
  'Mutation.setReservationStatus': p('staff'),
  'Query.reservation': p('staff'),
  'Mutation.addReservationNote': p('staff'),
  // Issue 43: a booking's travellers, for its customer and staff (another customer's booking is a 404).
  'Query.bookingPassengers': p('user'),
  'Mutation.updatePassengers': p('user'),
  // Issue 43: seats alone; anyone finds flights, a signed-in account books them.
  'Query.searchFlights': p('public'),
  'Mutation.bookSeats': p('user'),
  // Issue 44: the ledger is staff's.
  'Mutation.recordPayment': p('staff'),
  'Mutation.recordRefund': p('staff'),
  'Mutation.reversePayment': p('staff'),
  // Issue 20, the sale: prices for anyone, booking for a signed-in customer, options and terms for staff.
  'Query.bookingQuote': p('public'),
  'Mutation.bookPackage': p('user'),
  'Mutation.setPackageOptions': p('staff'),
  'Mutation.setPackageTerms': p('staff'),
  'Query.myFavourites': p('user'),
  'Query.myFavouritesCount': p('user'),
  'Mutation.addFavourite': p('user'),
  'Mutation.removeFavourite': p('user'),
  'Query.contactMessages': p('staff'),
  'Mutation.sendContactMessage': p('public'),
  'Mutation.setMessageHandled': p('staff'),
  'Query.subscribers': p('staff'),
  'Query.subscribersCsv': p('staff'),
  'Mutation.subscribe': p('public'),
  'Mutation.unsubscribe': p('public'),
  'Query.outbox': p('staff'),
  'Query.outboxMail': p('staff'),
  'Mutation.resendMail': p('staff'),
  'Query.jobQueue': p('staff'),
  // Issue 47, item 3: webhooks. Registering and managing endpoints: webhook-events.ts WEBHOOK_ROLES (the owner
  // and partners' people); reading deliveries and replaying them: those and staff (a subscriber only its own endpoints').
  'Query.myWebhooks': p('integrator'),
  'Mutation.registerWebhook': p('integrator'),
  'Mutation.updateWebhook': p('integrator'),
  'Mutation.rotateWebhookSecret': p('integrator'),
  'Mutation.deleteWebhook': p('integrator'),
  'Query.allWebhooks': p('staff'),
  'Query.webhookDeliveries': p('integratorOrStaff'),
  'Mutation.replayWebhookDelivery': p('integratorOrStaff'),
  // Issue 44: what staff chase (due, overdue, options lapsing) and the owner's money report.
  'Query.paymentWatch': p('staff'),
  'Query.paymentWatchCounts': p('staff'),
  'Query.moneyReport': p('staff'),
  // Issue 45: the contract terms; the owner publishes a new version.
  'Query.bookingDocuments': p('user'),
  'Query.contractTerms': p('staff'),
  'Query.contractTermsVersions': p('staff'),
  'Mutation.publishContractTerms': p('owner'),
  // Issue 46, item 3: the departure lists on screen.
  'Query.flightManifest': p('staff'),
  'Query.roomingList': p('staff', { args: { input: { hotel: 'Hotel', date: '2026-07-01' } } }),
  'Query.roomingChoices': p('staff'),
  // Issue 46, item 1: the dashboard's home (the agency's takings).
  'Query.dashboardOverview': p('staff'),
  // Issue 46, item 2: the reports (sales, margin, cancellations, occupancy; period A against B).
  'Query.businessReport': p('staff'),
  'Query.reportChoices': p('staff'),
  // Issue 44: bank statements (the upload is REST, POST /bank-statements).
  'Query.bankFormats': p('staff'),
  'Query.bankStatements': p('staff'),
  'Query.bankStatementLines': p('staff'),
  'Mutation.assignBankLine': p('staff'),
  'Mutation.ignoreBankLine': p('staff'),

  'Query.sliderImages': p('public'),
  'Mutation.addSliderImage': p('staff'),
  'Mutation.updateSliderImage': p('staff'),
  'Mutation.deleteSliderImage': p('staff'),
  'Mutation.reorderSliderImages': p('staff'),
  'Query.cards': p('public'),
  'Mutation.addCard': p('staff'),
  'Mutation.updateCard': p('staff'),
  'Mutation.deleteCard': p('staff'),
  'Query.roomPrices': p('public'),
  'Mutation.createRoomPrice': p('staff'),
  'Mutation.updateRoomPrice': p('staff'),
  'Mutation.deleteRoomPrice': p('staff'),
  'Query.dubaiPrices': p('public'),
  'Mutation.createDubaiPrice': p('staff'),
  'Mutation.updateDubaiPrice': p('staff'),
  'Mutation.deleteDubaiPrice': p('staff'),
  // Issue 20, the package page: its content and the agency's enquiry number are public; staff edit.
  'Query.agencyContact': p('public'),
  'Mutation.updatePackageContent': p('staff'),

  // Issue 47: partner agencies. The owner keeps them and their people; a partner reads its agency and its sales.
  'Query.partnerAgencies': p('owner'),
  'Mutation.createPartnerAgency': p('owner'),
  'Mutation.updatePartnerAgency': p('owner'),
  'Mutation.setPartnerAgencyActive': p('owner'),
  'Mutation.createPartnerUser': p('owner'),
  'Query.myPartnerAgency': p('partner'),
  'Query.agencyBookings': p('partner'),

  'Query.macedoniaPrices': p('public'),
  'Mutation.createMacedoniaPrice': p('staff'),
  'Mutation.updateMacedoniaPrice': p('staff'),
  'Mutation.deleteMacedoniaPrice': p('staff'),

  // Issue 47: API tokens of the accounts that may hold them (never reachable with a token).
  'Query.myApiTokens': p('integrator'),
  // A valid input: the refusal of who may hold tokens comes after the arguments' validation.
  'Mutation.createApiToken': p('integrator', { args: { input: { name: 'Matrica', scopes: ['CATALOGUE_READ'], expiresInDays: 1 } } }),
  'Mutation.revokeApiToken': p('integrator'),
};
