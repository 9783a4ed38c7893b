// Destination pages linked from the header (desktop row and mobile menu), in the old site's order.
// Paths keep the casing of the old links; routing accepts any casing (see app/canonical-path.ts).
export const destinationLinks = [
  { to: '/turqi', key: 'nav.turqi' },
  { to: '/bullgari', key: 'nav.bullgari' },
  { to: '/FestateFundVitit', key: 'nav.festat' },
  { to: '/Maqedoni', key: 'nav.maqedoni' },
  { to: '/Greqi', key: 'nav.greqi' },
  { to: '/EuropeCityBreak', key: 'nav.europe' },
  { to: '/Dubai', key: 'nav.dubai' },
  { to: '/VisitKosova', key: 'nav.kosova' },
  { to: '/kontakt', key: 'nav.kontakt' },
] as const;
