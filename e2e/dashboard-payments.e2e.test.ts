import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { expectNotice, loginAs as staffLogin, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { E2E_OWNER_PASSWORD } from './server';
import { graphqlClient, loginAs, loginInBrowser } from './site-helpers';

const run = promisify(execFile);

const e2e = useE2E();

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ALBANIAN_MONTHS = ['Jan', 'Shk', 'Mar', 'Pri', 'Maj', 'Qer', 'Kor', 'Gsh', 'Sht', 'Tet', 'Nën', 'Dhj'];
/** A date as "Rezervimet e mia" writes it in Albanian: "27 Nën 2026". */
const albanianDate = (iso: string) => `${Number(iso.slice(8, 10))} ${ALBANIAN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const euro = (cents: number) => `€${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

let staff: Page | undefined;

describeBrowser('the money of a booking (issue 44)', () => {
  afterEach((ctx) => screenshotOnFailure(staff, ctx));

  it('staff record the deposit in cash on the booking as soon as it is drawn; it is confirmed, and the customer sees what is paid and what is next on a phone, in either language', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { airports } = await admin<{ airports: { id: number; country: { id: number } }[] }>('{ airports { id country { id } } }');
    const airport = airports[0]!;
    const title = `Pagesa ${Date.now()}`;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: airport.country.id, airportId: airport.id, price: 500.5, persons: 2, rating: 4, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE',
        departureDate: day(70), returnDate: day(77), seats: 20 },
    });

    // The customer books through the API, as the booking box would.
    const customer = graphqlClient(e2e.baseUrl);
    const username = `paguesi${Date.now()}`;
    const password = 'Udhetimi2026!';
    await customer('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Vjosa', lastName: 'Gashi', number: '+383 44 555 666', email: `${username}@example.com`, username, password },
    });
    await loginAs(customer, username, password);
    const { bookPackage: booked } = await customer<{ bookPackage: { id: number; reference: string; status: string; payment: { stages: { kind: string; amountCents: number }[] } } }>(
      'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference status payment { stages { kind amountCents } } } }',
      { i: { packageId: pkg.id, adults: 2, travellerNames: ['Vjosa Gashi', 'Arben Gashi'] } },
    );
    expect(booked.status).toBe('OPTION');
    const [deposit, balance] = booked.payment.stages;
    expect(deposit?.kind).toBe('DEPOSIT');
    expect(balance?.kind).toBe('BALANCE');

    staff = await e2e.newPage();
    await staffLogin(staff, 'admin', 'BaniAdmin2026!');
    await staff.goto(`/dashboard/Reservations/${booked.id}`, { waitUntil: 'commit' });
    const amount = staff.getByLabel('Shuma (€)');
    await amount.waitFor();
    // A slip of the finger first: said beside the field, in Albanian, and nothing is sent.
    await amount.fill('30o');
    await staff.getByRole('button', { name: 'Regjistro pagesën' }).click();
    await staff.getByText('Shkruani një shumë më të madhe se zero, p.sh. 150 ose 150,50.').waitFor();
    // The deposit as people type it: a decimal comma.
    await amount.fill((deposit!.amountCents / 100).toFixed(2).replace('.', ','));
    expect(await staff.getByText('Shkruani një shumë më të madhe se zero').count()).toBe(0);
    await staff.getByLabel('Mënyra').selectOption({ label: 'Para në dorë' });
    await staff.getByLabel('Paguesi (opsionale)').fill('Vjosa Gashi');
    await staff.getByLabel('Nr. i kuponit (opsionale)').fill('K-2044');
    await staff.getByRole('button', { name: 'Regjistro pagesën' }).click();
    await expectNotice(staff, 'Pagesa u regjistrua dhe rezervimi u konfirmua.');
    await staff.getByText('E konfirmuar', { exact: true }).waitFor();
    const entry = staff.getByRole('listitem').filter({ hasText: 'K-2044' });
    await entry.waitFor();
    const entryText = await entry.innerText();
    for (const part of ['Pagesë', 'Para në dorë', euro(deposit!.amountCents), 'Vjosa Gashi', 'admin']) expect(entryText).toContain(part);
    expect(await staff.getByTestId('money-paid').innerText()).toBe(euro(deposit!.amountCents));
    expect(e2e.consoleErrors(staff)).toEqual([]);

    // The customer, on a phone.
    const phone = await e2e.newPage('phone', { touch: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/login?next=${encodeURIComponent('/rezervimet-e-mia')}`, { waitUntil: 'commit' });
    await loginInBrowser(phone, username, password);
    await phone.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    const item = phone.getByRole('listitem').filter({ hasText: booked.reference });
    await item.getByText('E konfirmuar', { exact: true }).waitFor();
    await item.getByText(`${euro(balance!.amountCents)} deri më`, { exact: false }).first().waitFor();
    const text = await item.innerText();
    expect(text).toMatch(new RegExp(`Paguar\\s+${euro(deposit!.amountCents).replace('.', '\\.')}`));
    const { myReservations } = await customer<{ myReservations: { id: number; payment: { nextDueDate: string } }[] }>('{ myReservations { id payment { nextDueDate } } }');
    const due = myReservations.find((r) => r.id === booked.id)!.payment.nextDueDate;
    expect(text).toContain(`Pagesa e radhës`);
    expect(text).toContain(`${euro(balance!.amountCents)} deri më ${albanianDate(due)}`);
    expect(text).not.toContain('E vonuar');
    // How to pay the rest: the agency's account, for a transfer quoting the reference.
    const how = phone.getByRole('region', { name: 'Si të paguani' });
    await how.getByText('XK05 1212 0123 4567 8906').waitFor();
    expect(await how.innerText()).toContain('shënoni numrin e rezervimit');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    // Without JavaScript the server draws the box too, beside the booking.
    const plain = await e2e.newPage('phone', { javaScript: false });
    await plain.context().addCookies(await phone.context().cookies());
    await plain.goto('/rezervimet-e-mia');
    await plain.getByRole('listitem').filter({ hasText: booked.reference }).getByText('E konfirmuar', { exact: true }).waitFor();
    await plain.getByRole('region', { name: 'Si të paguani' }).getByText('XK05 1212 0123 4567 8906').waitFor();

    // Once in English.
    await phone.getByRole('button', { name: 'Menuja' }).click();
    await phone.locator('#mobile-menu').getByRole('button', { name: 'English', exact: true }).click();
    await item.getByText('Next payment', { exact: true }).waitFor();
    const english = await item.innerText();
    expect(english).toMatch(new RegExp(`Paid\\s+${euro(deposit!.amountCents).replace('.', '\\.')}`));
    expect(english).toMatch(new RegExp(`${euro(balance!.amountCents).replace('.', '\\.')} by \\d{1,2} \\w+ \\d{4}`));
    expect(e2e.consoleErrors(phone)).toEqual([]);

    // A colleague reverses the payment meanwhile (the API, as another screen would); the page still
    // shows it. "Kthe" asks why, and the server's refusal is said in the page's language.
    const { reservation } = await admin<{ reservation: { payments: { id: number }[] } }>(`{ reservation(id: ${booked.id}) { payments { id } } }`);
    await admin('mutation($id: Int!) { reversePayment(id: $id, reason: "U regjistrua dy herë") { id } }', { id: reservation.payments[0]!.id });
    await entry.getByRole('button', { name: /^Kthe/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Ta kthejmë këtë lëvizje?' });
    await dialog.getByRole('button', { name: 'Kthe lëvizjen' }).click();
    await dialog.getByText('Shkruani arsyen e kthimit (3 deri 500 shenja).').waitFor();
    await dialog.getByLabel('Arsyeja e kthimit').fill('Gabim në shumë');
    await dialog.getByRole('button', { name: 'Kthe lëvizjen' }).click();
    await staff.getByText('Kjo lëvizje është kthyer tashmë.').waitFor();
    // ...and the ledger as it is now: the entry marked reversed, beside its reversal.
    await entry.getByText('E kthyer', { exact: true }).waitFor();
    await staff.getByRole('listitem').filter({ hasText: 'U regjistrua dy herë' }).getByText('Kthim', { exact: true }).waitFor();
    expect(await staff.getByTestId('money-paid').innerText()).toBe('€0');
    expect(e2e.consoleErrors(staff)).toEqual([]);
  });
});

describeBrowser('the booking box of a near departure (issue 44)', () => {
  it('asks everything today, not a balance of nothing on a later day, in either language', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { airports } = await admin<{ airports: { id: number; country: { id: number } }[] }>('{ airports { id country { id } } }');
    const airport = airports[0]!;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title: `Nisje e afërt ${Date.now()}`, countryId: airport.country.id, airportId: airport.id, price: 390, persons: 2, rating: 4, roomType: 'Dhomë dyshe',
        board: 'ALL_INCLUSIVE', departureDate: day(10), returnDate: day(17), seats: 20 },
    });
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto(`/aranzhmani/${pkg.id}`, { waitUntil: 'commit' });
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    const full = box.getByTestId('booking-full-today');
    await full.waitFor();
    expect(await full.innerText()).toMatch(/Pagesa e plotë, sot\s+€780/);
    expect(await box.innerText()).not.toContain('Pjesa tjetër');
    await page.getByRole('button', { name: 'Menuja' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'English', exact: true }).click();
    await box.getByText('Full payment, today').waitFor();
    expect(await box.innerText()).not.toContain('Balance');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});

/** A downloaded PDF's text, as a reader gets it (Debian's pdftotext), one space for every run of blanks. */
async function downloadedText(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return { name: download.suggestedFilename(), text: stdout.replace(/\s+/g, ' ') };
}

describeBrowser('the documents of a booking (issue 45)', () => {
  afterEach((ctx) => screenshotOnFailure(staff, ctx));

  it('the customer downloads the contract and the invoice on a phone in either language; the owner publishes new terms, which the next booking\'s contract prints', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { airports } = await admin<{ airports: { id: number; country: { id: number } }[] }>('{ airports { id country { id } } }');
    const airport = airports[0]!;
    const title = `Dokumentet Çamyuva ${Date.now()}`;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: airport.country.id, airportId: airport.id, price: 640, persons: 2, rating: 5, roomType: 'Dhomë dyshe', board: 'HALF_BOARD',
        departureDate: day(80), returnDate: day(87), seats: 20 },
    });
    const customer = graphqlClient(e2e.baseUrl);
    const username = `dokumente${Date.now()}`;
    const password = 'Udhetimi2026!';
    await customer('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Ëndrra', lastName: 'Çeku', number: '+383 44 777 888', email: `${username}@example.com`, username, password },
    });
    await loginAs(customer, username, password);
    const book = async (second: string) => (await customer<{ bookPackage: { id: number; reference: string } }>('mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }',
      { i: { packageId: pkg.id, adults: 2, travellerNames: ['Ëndrra Çeku', second] } })).bookPackage;
    const booked = await book('Dritëro Çeku');

    const phone = await e2e.newPage('phone', { touch: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/login?next=${encodeURIComponent('/rezervimet-e-mia')}`, { waitUntil: 'commit' });
    await loginInBrowser(phone, username, password);
    await phone.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    const item = phone.getByRole('listitem').filter({ hasText: booked.reference });
    const docs = item.getByRole('region', { name: 'Dokumentet' });
    // The job makes them in a moment; the list shows them as soon as they are made.
    const contract = docs.getByRole('link', { name: /^Shkarko Kontrata KON-\d{4}-\d{6}/ });
    const sq = await downloadedText(phone, contract);
    expect(sq.name).toMatch(/^KON-\d{4}-\d{6}-sq\.pdf$/);
    for (const fact of ['Kontrata e udhëtimit në paketë', booked.reference, title, 'Ëndrra Çeku', 'Dritëro Çeku', 'Gjysmë pansion', 'Formulari standard i informacionit',
      'Kushtet e përgjithshme (versioni 1)']) expect(sq.text).toContain(fact);
    const invoice = await downloadedText(phone, docs.getByRole('link', { name: /^Shkarko Fatura proforma PRO-/ }));
    expect(invoice.text).toContain('Faturë proforma');
    expect(invoice.text).toContain('XK05 1212 0123 4567 8906');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    await phone.getByRole('button', { name: 'Menuja' }).click();
    await phone.locator('#mobile-menu').getByRole('button', { name: 'English', exact: true }).click();
    const en = await downloadedText(phone, item.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^Download Contract KON-/ }));
    for (const fact of ['Package travel contract', booked.reference, 'Half board', 'Standard information form for package travel']) expect(en.text).toContain(fact);
    expect(e2e.consoleErrors(phone)).toEqual([]);

    // The owner publishes new terms; the booking made before keeps its own, the next one prints the new.
    staff = await e2e.newPage();
    await staffLogin(staff, 'owner', E2E_OWNER_PASSWORD);
    await staff.goto('/dashboard/KushtetEKontrates', { waitUntil: 'commit' });
    const albanian = staff.getByLabel('Kushtet në shqip');
    await expect.poll(() => albanian.inputValue()).toContain('# 1. Rezervimi dhe pagesa');
    await albanian.fill(`${await albanian.inputValue()}\n\n# 9. Sezoni ${booked.id}\nKushtet e sezonit të ri, me ç dhe ë.`);
    const english = staff.getByLabel('Kushtet në anglisht');
    await english.fill(`${await english.inputValue()}\n\n# 9. Season ${booked.id}\nThe new season's terms.`);
    await staff.getByRole('button', { name: 'Publiko versionin e ri' }).click();
    await staff.getByRole('dialog', { name: 'Të publikohet versioni 2?' }).getByRole('button', { name: 'Publiko' }).click();
    await expectNotice(staff, 'U publikua versioni 2.');
    await staff.getByText(/Versioni në fuqi: 2/).waitFor();
    expect(e2e.consoleErrors(staff)).toEqual([]);

    // Another party (the same booking again within minutes would be answered with the first one).
    const later = await book('Arben Çeku');
    expect(later.reference).not.toBe(booked.reference);
    await phone.reload({ waitUntil: 'commit' });
    const newer = await downloadedText(phone, phone.getByRole('listitem').filter({ hasText: later.reference }).getByRole('link', { name: /^Download Contract KON-/ }));
    expect(newer.text).toContain(`9. Season ${booked.id}`);
    expect(newer.text).toContain('General terms (version 2)');
    const again = await downloadedText(phone, item.getByRole('link', { name: /^Download Contract KON-/ }));
    expect(again.text).toContain('General terms (version 1)');
  });
});
