// The dashboard sidebar: groups and entries of the old "Menu", linking to the SPEC §2 routes.
// Screens behind these links are built by later issues; until then they show the dashboard 404.
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
    id: 'aranzhmanet',
    key: 'dashboard.groups.aranzhmanet',
    links: [
      { to: '/dashboard/AddAranzhmanet', key: 'dashboard.links.addAranzhman' },
      { to: '/dashboard/ManageAranzhmanet', key: 'dashboard.links.manageAranzhman' },
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
