// The dashboard sidebar: groups and entries of the old "Menu", linking to the SPEC §2 routes.
// "Rezervime dhe Mesazhe" is new: the old site had no reservations, messages or mail screens.
export const dashboardMenu = [
  {
    id: 'tables',
    key: 'dashboard.groups.tables',
    links: [
      { to: '/dashboard/TurqiTable', key: 'dashboard.links.turqiTable' },
      { to: '/dashboard/DubaiTable', key: 'dashboard.links.dubaiTable' },
      { to: '/dashboard/SliderManage', key: 'dashboard.links.homeSlider' },
      { to: '/dashboard/GreqiSlider', key: 'dashboard.links.greqiSlider' },
      { to: '/dashboard/ManageCardsStamboll', key: 'dashboard.links.cardsStamboll' },
      { to: '/dashboard/HurghadaCards', key: 'dashboard.links.hurghadaCards' },
      { to: '/dashboard/KapodakiaCards', key: 'dashboard.links.kapodakiaCards' },
      { to: '/dashboard/SliderBullgari', key: 'dashboard.links.bullgariSlider' },
      { to: '/dashboard/MaqedoniPricesTable', key: 'dashboard.links.maqedoniPrices' },
      // Not in the old menu: its route existed without a link, and the Kosova slider is new.
      { to: '/dashboard/ManageHomeTable', key: 'dash.menu.travelPlans' },
      { to: '/dashboard/SliderKosova', key: 'dash.menu.kosovaSlider' },
    ],
  },
  {
    id: 'users',
    key: 'dashboard.groups.users',
    links: [
      { to: '/dashboard/AddUser', key: 'dashboard.links.addUser' },
      { to: '/dashboard/ManageUser', key: 'dashboard.links.manageUser' },
      { to: '/dashboard/Logs', key: 'dashboard.links.logs' },
    ],
  },
  {
    id: 'clients',
    key: 'dash.menu.clients',
    links: [
      { to: '/dashboard/Reservations', key: 'dash.menu.reservations' },
      { to: '/dashboard/Messages', key: 'dash.menu.messages' },
      { to: '/dashboard/Subscribers', key: 'dash.menu.subscribers' },
      { to: '/dashboard/Outbox', key: 'dash.menu.outbox' },
      { to: '/dashboard/Jobs', key: 'dash.menu.jobs' },
      { to: '/dashboard/Webhooks', key: 'dash.menu.webhooks' },
      { to: '/dashboard/Pagesat', key: 'dash.menu.payments' },
      { to: '/dashboard/RaportiParave', key: 'dash.menu.moneyReport' },
      { to: '/dashboard/Raportet', key: 'dash.menu.reports' },
      { to: '/dashboard/ListatENisjes', key: 'dash.menu.departureLists' },
      { to: '/dashboard/EkstraktetBankare', key: 'dash.menu.bankStatements' },
      { to: '/dashboard/KushtetEKontrates', key: 'dash.menu.contractTerms' },
      // Issue 47: the owner's API tokens for the agency's integrations.
      { to: '/dashboard/TokenatAPI', key: 'dash.menu.apiTokens' },
      { to: '/dashboard/Partneret', key: 'dash.menu.partners' },
    ],
  },
  {
    id: 'aranzhmanet',
    key: 'dashboard.groups.aranzhmanet',
    links: [
      { to: '/dashboard/AddAranzhmanet', key: 'dashboard.links.addAranzhman' },
      { to: '/dashboard/ManageAranzhmanet', key: 'dashboard.links.manageAranzhman' },
      { to: '/dashboard/Fluturimet', key: 'dashboard.links.flights' },
      { to: '/dashboard/Nisjet', key: 'dashboard.links.departures' },
    ],
  },
  {
    id: 'airports',
    key: 'dashboard.groups.airports',
    links: [
      { to: '/dashboard/AddAirport', key: 'dashboard.links.addAirport' },
      { to: '/dashboard/ManageAirports', key: 'dashboard.links.manageAirports' },
    ],
  },
  {
    id: 'shtetet',
    key: 'dashboard.groups.shtetet',
    links: [
      { to: '/dashboard/AddShtetin', key: 'dashboard.links.addShtet' },
      { to: '/dashboard/ManageShtetet', key: 'dashboard.links.manageShtetet' },
    ],
  },
  {
    id: 'qytetet',
    key: 'dashboard.groups.qytetet',
    links: [
      { to: '/dashboard/AddQytetet', key: 'dashboard.links.addQytet' },
      { to: '/dashboard/ManageQytetet', key: 'dashboard.links.manageQytetet' },
    ],
  },
] as const;

export type DashboardMenuGroup = (typeof dashboardMenu)[number];

/** The group whose list links to this page (any casing, as the router accepts), or null. */
export function groupOfPath(pathname: string): DashboardMenuGroup['id'] | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return dashboardMenu.find((group) => group.links.some((link) => link.to.toLowerCase() === path))?.id ?? null;
}
