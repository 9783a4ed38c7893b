import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';

/**
 * Dashboard screens (inside the guarded dashboard layout, before its 404). Owned by the dashboard
 * feature. Each screen is its own chunk: visitors of the public site never download them.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['element'] {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

export const dashboardRoutes: RouteObject[] = [
  // Places
  { path: 'AddShtetin', element: screen(() => import('../features/dashboard/routes/add-country'), (m) => m.AddCountryPage) },
  { path: 'ManageShtetet', element: screen(() => import('../features/dashboard/routes/manage-countries'), (m) => m.ManageCountriesPage) },
  { path: 'AddQytetet', element: screen(() => import('../features/dashboard/routes/add-city'), (m) => m.AddCityPage) },
  { path: 'ManageQytetet', element: screen(() => import('../features/dashboard/routes/manage-cities'), (m) => m.ManageCitiesPage) },
  { path: 'AddAirport', element: screen(() => import('../features/dashboard/routes/add-airport'), (m) => m.AddAirportPage) },
  { path: 'ManageAirports', element: screen(() => import('../features/dashboard/routes/manage-airports'), (m) => m.ManageAirportsPage) },
  // Packages and travel plans
  { path: 'AddAranzhmanet', element: screen(() => import('../features/dashboard/routes/add-package'), (m) => m.AddPackagePage) },
  { path: 'ManageAranzhmanet', element: screen(() => import('../features/dashboard/routes/manage-packages'), (m) => m.ManagePackagesPage) },
  { path: 'PackageOptions/:id', element: screen(() => import('../features/dashboard/routes/package-options'), (m) => m.PackageOptionsPage) },
  { path: 'AranzhmaniFaqja/:id', element: screen(() => import('../features/dashboard/routes/package-content'), (m) => m.PackageContentPage) },
  { path: 'Fluturimet', element: screen(() => import('../features/dashboard/routes/flights'), (m) => m.FlightsPage) },
  { path: 'Nisjet', element: screen(() => import('../features/dashboard/routes/departures'), (m) => m.DeparturesPage) },
  { path: 'ManageHomeTable', element: screen(() => import('../features/dashboard/routes/travel-plans'), (m) => m.TravelPlansPage) },
  // Price tables, sliders and cards (SPEC §2 "Tables")
  { path: 'TurqiTable', element: screen(() => import('../features/dashboard/routes/room-prices'), (m) => m.RoomPricesPage) },
  { path: 'DubaiTable', element: screen(() => import('../features/dashboard/routes/dubai-prices'), (m) => m.DubaiPricesPage) },
  { path: 'MaqedoniPricesTable', element: screen(() => import('../features/dashboard/routes/macedonia-prices'), (m) => m.MacedoniaPricesPage) },
  { path: 'SliderManage', element: screen(() => import('../features/dashboard/routes/sliders'), (m) => m.HomeSliderPage) },
  { path: 'GreqiSlider', element: screen(() => import('../features/dashboard/routes/sliders'), (m) => m.GreeceSliderPage) },
  { path: 'SliderBullgari', element: screen(() => import('../features/dashboard/routes/sliders'), (m) => m.BulgariaSliderPage) },
  { path: 'SliderKosova', element: screen(() => import('../features/dashboard/routes/sliders'), (m) => m.KosovaSliderPage) },
  { path: 'ManageCardsStamboll', element: screen(() => import('../features/dashboard/routes/cards'), (m) => m.IstanbulCardsPage) },
  { path: 'HurghadaCards', element: screen(() => import('../features/dashboard/routes/cards'), (m) => m.HurghadaCardsPage) },
  { path: 'KapodakiaCards', element: screen(() => import('../features/dashboard/routes/cards'), (m) => m.CappadociaCardsPage) },
  // Users and log
  { path: 'AddUser', element: screen(() => import('../features/dashboard/routes/add-user'), (m) => m.AddUserPage) },
  { path: 'ManageUser', element: screen(() => import('../features/dashboard/routes/manage-users'), (m) => m.ManageUsersPage) },
  { path: 'Logs', element: screen(() => import('../features/dashboard/routes/logs'), (m) => m.LogsPage) },
  // Bookings and mail
  { path: 'Reservations', element: screen(() => import('../features/dashboard/routes/reservations'), (m) => m.ReservationsPage) },
  { path: 'Reservations/:id', element: screen(() => import('../features/dashboard/routes/reservation'), (m) => m.ReservationPage) },
  { path: 'Messages', element: screen(() => import('../features/dashboard/routes/messages'), (m) => m.MessagesPage) },
  { path: 'Subscribers', element: screen(() => import('../features/dashboard/routes/subscribers'), (m) => m.SubscribersPage) },
  { path: 'Outbox', element: screen(() => import('../features/dashboard/routes/outbox'), (m) => m.OutboxPage) },
  { path: 'Outbox/:id', element: screen(() => import('../features/dashboard/routes/outbox-mail'), (m) => m.OutboxMailPage) },
  { path: 'Jobs', element: screen(() => import('../features/dashboard/routes/jobs'), (m) => m.JobsPage) },
  // Issue 47: the owner's webhooks
  { path: 'Webhooks', element: screen(() => import('../features/dashboard/routes/webhooks'), (m) => m.WebhooksPage) },
  // Issue 44: the money
  { path: 'Pagesat', element: screen(() => import('../features/dashboard/routes/payments'), (m) => m.PaymentsPage) },
  { path: 'RaportiParave', element: screen(() => import('../features/dashboard/routes/money-report'), (m) => m.MoneyReportPage) },
  // Issue 46, item 2: the reports (period A against B)
  { path: 'Raportet', element: screen(() => import('../features/dashboard/routes/reports'), (m) => m.ReportsPage) },
  // Issue 46: the departure lists
  { path: 'ListatENisjes', element: screen(() => import('../features/dashboard/routes/departure-lists'), (m) => m.DepartureListsPage) },
  { path: 'EkstraktetBankare', element: screen(() => import('../features/dashboard/routes/bank-statements'), (m) => m.BankStatementsPage) },
  // Issue 45: the documents' terms
  { path: 'Partneret', element: screen(() => import('../features/dashboard/routes/partner-agencies'), (m) => m.PartnerAgenciesPage) },
  { path: 'KushtetEKontrates', element: screen(() => import('../features/dashboard/routes/contract-terms'), (m) => m.ContractTermsPage) },
  // Issue 47: API tokens
  { path: 'TokenatAPI', element: screen(() => import('../features/dashboard/routes/api-tokens'), (m) => m.ApiTokensPage) },
];
