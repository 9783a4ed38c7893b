/** Demo contact messages: [name, phone, e-mail, message, hours ago, handled]. */
export const MESSAGES: [string, string, string, string, number, boolean][] = [
  ['Lirie Gashi', '+38344123456', 'lirie.gashi@example.com',
    'Përshëndetje! A keni oferta për Antalya për 4 persona në korrik? Faleminderit!', 2, false],
  ['Besnik Morina', '+38349654321', 'besnik.morina@example.com',
    'A përfshihet transferi nga aeroporti në aranzhmanin për Dubai?', 26, false],
  ['Valon Hoxha', '+38345777888', 'valon.hoxha@example.com',
    'Dua ta ndryshoj datën e kthimit për rezervimin tim. Ju lutem më telefononi.', 74, true],
];

/** Demo subscribers: [e-mail, days ago, unsubscribed]. */
export const SUBSCRIBERS: [string, number, boolean][] = [
  ['teuta.rexhepi@example.com', 21, false],
  ['arben.shala@example.com', 12, true],
  ['fisnik.berisha@example.com', 6, false],
  ['lirie.gashi@example.com', 1, false],
];

/** Countries of the demo customer's reservations: the Europe city breaks (ids 6..11). */
export const RESERVED_COUNTRY_IDS = [6, 7, 8, 9, 10, 11];
