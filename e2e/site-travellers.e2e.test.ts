import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs, loginInBrowser } from './site-helpers';

const e2e = useE2E();

/** A customer's booking of an adult and a child of 5 on a demo package a month or more away, made through the API. */
async function booking() {
  const username = `traveller${Date.now()}`;
  const password = 'Udhetari2026!';
  const gql = graphqlClient(e2e.baseUrl);
  await gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
    i: { firstName: 'Arben', lastName: 'Krasniqi', number: '+383 44 123 456', email: `${username}@example.com`, username, password },
  });
  await loginAs(gql, username, password);
  const later = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const found = await gql<{ searchPackages: { items: { id: number; departureDate: string; returnDate: string; seatsLeft: number | null }[] } }>(
    '{ searchPackages(order: { by: DATE, direction: DESC }, page: { pageSize: 50 }) { items { id departureDate returnDate seatsLeft } } }',
  );
  const pkg = found.searchPackages.items.find((p) => p.departureDate > later && (p.seatsLeft === null || p.seatsLeft >= 2));
  if (!pkg) throw new Error('no demo package to book');
  const booked = await gql<{ bookPackage: { id: number; reference: string } }>('mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }', {
    i: { packageId: pkg.id, adults: 1, childAges: [5], travellerNames: ['Arben Krasniqi', 'Ema Krasniqi'] },
  });
  return { username, password, gql, pkg, ...booked.bookPackage };
}

/** Born so as to be `age` on the day of departure. */
const bornFor = (departure: string, age: number) => `${Number(departure.slice(0, 4)) - age}${departure.slice(4)}`;

describeBrowser('travellers of a booking (issue 43)', () => {
  it('on a phone the customer fills in the passports from "Rezervimet e mia", is told what is wrong beside the field, and saves; staff see it', async () => {
    const b = await booking();
    const page = await e2e.newPage('phone');
    await page.goto('/login?next=%2Frezervimet-e-mia', { waitUntil: 'commit' });
    await loginInBrowser(page, b.username, b.password);
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    await page.getByRole('listitem').filter({ hasText: 'Ema Krasniqi' }).getByRole('link', { name: 'Udhëtarët' }).click();
    await page.waitForURL((url) => url.pathname === `/rezervimet-e-mia/${b.id}/udhetaret`);

    const adult = page.getByRole('group', { name: 'I rritur 1' });
    await adult.getByLabel('Mbiemri').waitFor();
    expect(await adult.getByLabel('Mbiemri').inputValue()).toBe('Krasniqi');
    expect(await adult.getByLabel('Emri (emrat)').inputValue()).toBe('Arben');
    await adult.getByLabel('Gjinia').selectOption('M');
    await adult.getByLabel('Data e lindjes').fill('1985-03-02');
    await adult.getByLabel('Numri i pasaportës').fill('p0123456');
    await adult.getByLabel('Pasaporta skadon më').fill('2035-01-31');
    await adult.getByLabel('Shtetësia').selectOption('XK');
    const child = page.getByRole('group', { name: 'Fëmija 1 (5 vjeç)' });
    await child.getByLabel('Data e lindjes').fill(bornFor(b.pkg.departureDate, 9));
    await page.getByRole('button', { name: 'Ruaj udhëtarët' }).click();
    await child.getByText('Fëmija u rezervua 5 vjeç: data e lindjes nuk përputhet.', { exact: false }).waitFor();

    await child.getByLabel('Data e lindjes').fill(bornFor(b.pkg.departureDate, 5));
    await page.getByRole('button', { name: 'Ruaj udhëtarët' }).click();
    await page.getByText('Të dhënat e udhëtarëve u ruajtën.').waitFor();
    await adult.getByText('Të plota').waitFor();
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);

    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const staff = await admin<{ reservation: { passengersMissing: number; passengers: { passportNumber: string | null; nationality: string | null }[] } }>(
      'query($id: Int!) { reservation(id: $id) { passengersMissing passengers { passportNumber nationality } } }', { id: b.id });
    expect(staff.reservation.passengers[0]).toEqual({ passportNumber: 'P0123456', nationality: 'XK' });
    expect(staff.reservation.passengersMissing).toBe(1); // the child has no passport yet

    const desk = await e2e.newPage();
    await desk.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(desk, 'admin', 'BaniAdmin2026!');
    await desk.waitForURL((url) => url.pathname !== '/login');
    await desk.goto(`/dashboard/Reservations/${b.id}`, { waitUntil: 'commit' });
    await desk.getByText('1 udhëtar pa të dhëna të plota').waitFor();
    await desk.getByText('KRASNIQI Arben').waitFor();
  });

  it('the travellers form works without JavaScript', async () => {
    const b = await booking();
    const page = await e2e.newPage('phone', { javaScript: false });
    await page.goto('/login?next=%2Frezervimet-e-mia', { waitUntil: 'commit' });
    await loginInBrowser(page, b.username, b.password);
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    await page.goto(`/rezervimet-e-mia/${b.id}/udhetaret`, { waitUntil: 'commit' });
    const adult = page.getByRole('group', { name: 'I rritur 1' });
    await adult.getByLabel('Mbiemri').fill('');
    await adult.getByLabel('Numri i pasaportës').fill('AB1234567');
    await page.getByRole('button', { name: 'Ruaj udhëtarët' }).click();
    await adult.getByText('Mbiemri: kjo fushë është e detyrueshme.').waitFor();
    // What was typed is still there.
    expect(await adult.getByLabel('Numri i pasaportës').inputValue()).toBe('AB1234567');
    await adult.getByLabel('Mbiemri').fill('Krasniqi-Gashi');
    await page.getByRole('button', { name: 'Ruaj udhëtarët' }).click();
    await page.getByText('Të dhënat e udhëtarëve u ruajtën.').waitFor();
    const mine = await b.gql<{ bookingPassengers: { passengers: { surname: string; passportNumber: string | null }[] } }>(
      'query($id: Int!) { bookingPassengers(reservationId: $id) { passengers { surname passportNumber } } }', { id: b.id });
    expect(mine.bookingPassengers.passengers[0]).toEqual({ surname: 'Krasniqi-Gashi', passportNumber: 'AB1234567' });
  });
});
