import bcrypt from 'bcryptjs';
import type mysql from 'mysql2/promise';
import sharp from 'sharp';
import { LEGACY_SCHEMA, TABLE_NAMES } from './legacy-schema.js';

/**
 * A legacy database filled the way the old server filled it (a few hundred rows), with every kind of
 * dirty data LEGACY-DB.md lists, each on a known id so the tests can check its rule. Real pictures:
 * JPEG and PNG bytes made by sharp, stored as base64 without a `data:` prefix.
 */
export const ACCOUNTS = {
  owner: { id: 1, username: 'Owner', password: 'Pronari#2019' },
  admin: { id: 2, username: 'arta', password: 'Admin2020!' },
  customer: { id: 10, username: 'besa', password: 'Besa123' },
  plaintext: { id: 11, username: 'genti', password: 'secret123' },
} as const;

/** Legacy package ids that cannot be imported (their reasons are in the report). */
export const SKIPPED_PACKAGES = [5, 10, 11, 13, 14, 29];
export const PACKAGE_IDS = Array.from({ length: 160 }, (_, i) => i + 1).filter((id) => id % 9 !== 0);

const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function picture(width: number, height: number, seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<string> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 29) % 256 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="white"/></svg>`) }]);
  return (format === 'png' ? await img.png().toBuffer() : await img.jpeg({ quality: 80 }).toBuffer()).toString('base64');
}

async function insert(c: mysql.Connection, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const cols = Object.keys(row);
    await c.query(`INSERT INTO \`${table}\` (${cols.map((k) => `\`${k}\``).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, cols.map((k) => row[k]));
  }
}

const stamp = (i: number) => `2025-03-${String(1 + (i % 27)).padStart(2, '0')} 12:${String(i % 60).padStart(2, '0')}:00`;

export async function createLegacySchema(c: mysql.Connection): Promise<void> {
  for (const statement of LEGACY_SCHEMA) await c.query(statement);
}

/** Fills a database made by createLegacySchema. `withOwner: false` leaves the legacy data without any owner. */
export async function fillLegacy(c: mysql.Connection, { withOwner = true } = {}): Promise<void> {
  // The dirty rows point at deleted rows: the old database did not enforce its foreign keys.
  await c.query('SET FOREIGN_KEY_CHECKS = 0');
  const hash = (p: string, v: '2a' | '2b') => bcrypt.hashSync(p, 10).replace(/^\$2[ab]\$/, `$${v}$`);
  const shared = hash('Klient123', '2b');
  const users: Record<string, unknown>[] = [
    { id: 1, firstName: 'Bani', lastName: 'Travel', number: '+38344100100', email: 'pronari@banitravel.com', username: 'Owner', password: hash(ACCOUNTS.owner.password, '2b'), role: withOwner ? 'Owner' : 'user' },
    { id: 2, firstName: 'Arta', lastName: 'Krasniqi', number: '044200200', email: 'arta@banitravel.com', username: 'arta', password: hash(ACCOUNTS.admin.password, '2a'), role: 'ADMIN ' },
    { id: 3, firstName: 'Driton', lastName: 'Hoti', number: '044300300', email: 'driton@banitravel.com', username: 'driton', password: shared, role: 'admin' },
  ];
  for (let id = 5; id <= 40; id++) {
    users.push({ id, firstName: `Klient${id}`, lastName: 'Test', number: `0449${String(id).padStart(5, '0')}`, email: `klient${id}@example.com`, username: `klient${id}`, password: shared, role: 'user' });
  }
  const patch = (id: number, p: Record<string, unknown>) => Object.assign(users.find((u) => u.id === id)!, p);
  patch(7, { role: 'User' });
  patch(8, { role: 'klient' });
  patch(9, { role: '' });
  patch(10, { username: 'besa', email: 'besa@example.com', firstName: 'Besa', password: hash(ACCOUNTS.customer.password, '2a') });
  patch(11, { username: 'genti', password: ACCOUNTS.plaintext.password });
  patch(12, { username: '', email: 'drita@example.com' });
  patch(13, { email: '' });
  patch(14, { email: 'not-an-email' });
  patch(15, { firstName: '' });
  await insert(c, 'users', users);

  const countries = ['Kosovë', 'Shqipëri', 'Greqi', 'Turqi', 'Egjipt', 'Francë', 'Itali', 'Spanjë', 'Gjermani', 'Austri', 'Hollandë', 'greqi', 'Türqi', '', 'Bullgari', '  Maqedoni e Veriut '];
  await insert(c, 'shtetet', countries.map((emri, i) => ({ id: i + 1, emri })));

  const cities: [string, number | null][] = [
    ['Prishtinë', 1], ['Prizren', 1], ['Pejë', 1], ['Tiranë', 2], ['Durrës', 2], ['Sarandë', 2], ['Athinë', 3], ['athine', 3], ['Selanik', 3],
    ['Kretë', 12], ['Antalya', 4], ['Stamboll', 4], ['Alanya', 13], ['Hurghada', 5], ['Sharm el Sheikh', 5], ['Paris', 6], ['Romë', 7],
    ['Barcelonë', 8], ['Berlin', 9], ['Vjenë', 10], ['Amsterdam', 11], ['Shkup', 16], ['Ohër', 16], ['', 15], ['Ghost', null], ['Phantom', 99],
  ];
  await insert(c, 'qytetet', cities.map(([emri, shtetiId], i) => ({ id: i + 1, emri, shtetiId })));

  const airports: [string, string, number | null][] = [
    ['Prishtina', 'PRN', 1], ['Tirana', 'TIA', 2], ['Shkup', 'SKP', 16], ['Athina', 'ATH', 3], ['Antalya', 'AYT', 4],
    ['Antalya 2', 'ayt', 4], ['Hurghada', '', 5], ['Stamboll', 'IST', 13], ['Ghost', 'GHO', null],
  ];
  await insert(c, 'airports', airports.map(([emri, akronimi, shtetiId], i) => ({ id: i + 1, emri, akronimi, shtetiId })));

  const validCountries = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16];
  const validAirports = [1, 2, 3, 4, 5, 7, 8];
  const packages = PACKAGE_IDS.map((id) => {
    const nights = [3, 4, 5, 7, 10, 14][id % 6];
    const dataNisjes = day((id * 7) % 300);
    return {
      id, titulli: `Pushime ${countries[validCountries[id % validCountries.length] - 1].trim()} ${id}`,
      shtetiId: validCountries[id % validCountries.length], airportId: validAirports[id % validAirports.length],
      nrPersonave: 1 + (id % 4), nrNeteve: nights, llojiDhomes: ['Dhomë dyshe', 'Suitë', 'Dhomë familjare'][id % 3],
      sherbimi: ['All Inclusive', 'Half Board'][id % 2], dataNisjes, dataKthimit: addDays(dataNisjes, nights),
      cmimi: 199 + ((id * 37) % 1200) + (id % 2 ? 0.5 : 0), rating: 1 + (id % 5),
    };
  });
  const pkg = (id: number, p: Record<string, unknown>) => Object.assign(packages.find((x) => x.id === id)!, p);
  pkg(5, { shtetiId: null });
  pkg(10, { shtetiId: 17 });
  pkg(11, { airportId: 42 });
  pkg(13, { airportId: null });
  pkg(14, { airportId: 9 });
  pkg(20, { dataNisjes: '2026-07-10', dataKthimit: '2026-07-03', nrNeteve: 7 });
  pkg(21, { dataNisjes: '2026-08-01', dataKthimit: '2026-07-20', nrNeteve: 5 });
  pkg(22, { titulli: '' });
  pkg(23, { rating: 0 });
  pkg(24, { rating: 7 });
  pkg(25, { nrNeteve: -1, dataNisjes: '2026-05-01', dataKthimit: '2026-05-08' });
  pkg(26, { cmimi: 499.999 });
  pkg(28, { nrPersonave: 0 });
  pkg(29, { dataNisjes: '0000-00-00' });
  pkg(30, { shtetiId: 12 });
  pkg(31, { airportId: 6 });
  pkg(32, { shtetiId: 14 });
  await insert(c, 'aranzhmanet', packages);

  await insert(c, 'travel_plans', Array.from({ length: 10 }, (_, i) => ({
    id: i + 1, nisja_nga: ['Prishtinë', 'Shkup', 'Tiranë'][i % 3], destinimi_hoteli: `Hotel ${i + 1}, Antalya`,
    // #9 was sent as a Kosovo midnight in ISO form: 22:00 UTC the evening before.
    opsionet_neteve: ['7 netë', '10 netë'][i % 2], data: i === 3 ? null : i === 8 ? '2026-06-08 22:00:00' : `2026-06-${String(i + 1).padStart(2, '0')} 00:00:00`,
    udhetaret: i === 2 ? 0 : i === 4 ? null : 2 + (i % 3), createdAt: stamp(i), updatedAt: stamp(i),
  })));

  const slide = async (id: number, title: string, image: string) => ({ id, title, imageBase64: image, createdAt: stamp(id), updatedAt: stamp(id) });
  await insert(c, 'SliderHomes', [
    await slide(1, 'Antalya', await picture(120, 80, 1)), await slide(2, 'Dubai', await picture(120, 80, 2)),
    await slide(3, 'Paris', await picture(100, 60, 3, 'png')), await slide(4, 'E prishur', '!!!not base64!!!'),
  ]);
  await insert(c, 'GreqiSliders', [
    await slide(1, 'Athinë', await picture(1700, 900, 4)), await slide(2, '', await picture(120, 80, 5)),
    await slide(3, 'Tekst', Buffer.from('hello, this is no picture').toString('base64')),
  ]);
  await insert(c, TABLE_NAMES.bullgariSliders, [await slide(1, 'Bansko', await picture(120, 80, 6)), await slide(2, 'Borovets', await picture(120, 80, 7))]);

  const card = async (id: number, name: string, location: string, price: string | null, rating: string | null) =>
    ({ id, name, location, price, rating, imageBase64: await picture(90, 60, 10 + id), createdAt: stamp(id), updatedAt: stamp(id) });
  await insert(c, 'Hotels', [
    await card(1, 'Hotel Sultan', 'Sultanahmet', '399,00 €', null), await card(2, 'Grand Bosfor', 'Beşiktaş', '€ 1.299', '5'),
    await card(3, 'Hotel Galata', 'Galata', '450', '4'), await card(4, 'Pa çmim', 'Fatih', null, '3'), await card(5, 'Pyet', 'Taksim', 'pyet', '4'),
  ]);
  await insert(c, 'Hurghadas', [
    await card(1, 'Sea Star', 'Hurghada', '550.50', '4.5'), await card(2, 'Desert Rose', 'Hurghada', '1,299.00 EUR', '★★★'),
    await card(3, 'Coral Bay', 'Makadi', '300', ''), await card(4, 'Sunrise', 'Sahl Hasheesh', '250€', null),
  ]);
  await insert(c, TABLE_NAMES.kapodakia, [
    await card(1, 'Cave Suites', 'Göreme', '199', '3'), await card(2, 'Stone House', 'Ürgüp', '210,5', '4'), await card(3, '', 'Uçhisar', '180', '5'),
  ]);

  const priced = (i: number, p: Record<string, unknown>) => ({ id: i, ...p, createdAt: stamp(i), updatedAt: stamp(i) });
  await insert(c, 'RoomPrices', [
    priced(1, { room_type: 'Standard', service: 'All Inclusive', price_1: '450.00', price_2: '520.00' }),
    priced(2, { room_type: 'Family', service: 'All Inclusive', price_1: '610.50', price_2: '700.00' }),
    priced(3, { room_type: 'Suite', service: 'Ultra All Inclusive', price_1: '899.00', price_2: '999.00' }),
  ]);
  await insert(c, 'Dubai_prices', [
    priced(1, { nisja: 'Çdo të Hënë', tipi_dhomes: 'Double', udhetimi: '5.00', cmimi: '399.00', sherbimi: 'BB' }),
    priced(2, { nisja: '12.03.2026', tipi_dhomes: 'Single', udhetimi: '7.50', cmimi: '549.00', sherbimi: 'HB' }),
    priced(3, { nisja: 'Çdo të Premte', tipi_dhomes: 'Triple', udhetimi: '0.00', cmimi: '350.00', sherbimi: 'BB' }),
  ]);
  await insert(c, 'Maqedoni_prices', [
    priced(1, { lloji_dhomes: 'Dhomë dyshe', sherbimi: 'Half Board', gjat_sezones: '55.00', jasht_sezones: '40.00' }),
    priced(2, { lloji_dhomes: 'Apartament', sherbimi: 'Bed & Breakfast', gjat_sezones: '80.00', jasht_sezones: '60.00' }),
  ]);

  const actions = ['Added package', 'Updated Aranzhman', 'Deleted country', 'Shtoi qytetin', 'login', 'Fshiu hotelin', 'Krijoi përdoruesin'];
  const staff = [1, 2, 3, 4, null];
  await insert(c, 'logs', Array.from({ length: 60 }, (_, i) => {
    const at = `2025-01-${String(1 + Math.floor(i / 12)).padStart(2, '0')} ${String(8 + (i % 12)).padStart(2, '0')}:15:30`;
    return {
      id: i + 1, userId: staff[i % staff.length], action: actions[i % actions.length], details: `Detaje ${i + 1}`,
      createdAt: i === 49 || i === 50 ? '0000-00-00 00:00:00' : at, updatedAt: i === 50 ? '0000-00-00 00:00:00' : at,
    };
  }));

  await insert(c, 'ofertat', [{ id: 1, titulli: 'Oferta e vjetër', shtetiId: 4, nrDiteve: 8, nrPersonave: 2, nrNeteve: 7, cmimi: 300 }]);
  // Not a table of the old system's models (left by a migration tool): named in the report, not read.
  await c.query('CREATE TABLE `SequelizeMeta` (`name` VARCHAR(255) NOT NULL UNIQUE, PRIMARY KEY (`name`)) ENGINE=InnoDB');
  await c.query('SET FOREIGN_KEY_CHECKS = 1');
}
