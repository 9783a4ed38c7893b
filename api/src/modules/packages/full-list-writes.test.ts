import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.seed.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { listenRaw, type RawAnswer } from '../../test/raw-http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** The legacy full list's copies after writes (full-list.ts): spliced per day, made again for the days a write touched. */
type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let raw: Awaited<ReturnType<typeof listenRaw>>;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  // Many days, several packages each: a list of many segments.
  await t.pool.query(`
    insert into packages (title, country_id, city_id, airport_id, price, persons, nights, room_type, service, departure_date, return_date, rating)
    select 'Udhëtim ' || g, 2, case when g % 5 = 0 then null else (select id from cities where name = 'Antalya') end, 1,
           200 + g % 300, 2, 7, 'Dhomë dyshe', 'All Inclusive', current_date + 2 + (g % 60), current_date + 2 + (g % 60) + 7, 4
    from generate_series(1, 3000) g`);
  raw = await listenRaw(t.listener);
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(async () => {
  await raw?.close();
  await t.close();
});

const decoded = (a: RawAnswer) => {
  expect(a.status).toBe(200);
  const encoding = a.headers['content-encoding'];
  return (encoding === 'gzip' ? gunzipSync(a.body) : encoding === 'br' ? brotliDecompressSync(a.body) : a.body).toString();
};
const ask = (encoding: string) => raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': encoding } });
const plain = async () => decoded(await ask('identity'));
/** The very next list as a gzip client and as a client that takes brotli too, both checked equal; parsed. */
async function nextList(): Promise<Row[]> {
  const [gz, br] = await Promise.all([ask('gzip'), ask('gzip, deflate, br')]);
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(decoded(br)).toBe(decoded(gz));
  expect(br.headers.etag).toBe(gz.headers.etag);
  return JSON.parse(decoded(gz)) as Row[];
}
const form = (title: string, departure: string) => ({
  titulli: title, shtetiId: '2', cmimi: '450', nrPersonave: '2', nrNeteve: '7', llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive',
  dataNisjes: departure, dataKthimit: addDays(departure, 7), airportId: '1', rating: '5',
});

describe('the legacy full list right after writes', () => {
  it('is, spliced from its days, exactly the streamed list: for node, for curl and for gzip -t', async () => {
    const streamed = await plain();
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(streamed);
    const run = promisify(execFile);
    const curl = await run('curl', ['-sS', '--compressed', '-H', 'Accept-Encoding: gzip', `http://127.0.0.1:${raw.port}/api/aranzhmanet`], { maxBuffer: 64 * 2 ** 20 });
    expect(curl.stdout).toBe(streamed);
    const test = execFile('gzip', ['-t']);
    test.stdin!.end(gz.body);
    expect(await new Promise((resolve) => test.on('exit', resolve))).toBe(0);
    expect((JSON.parse(streamed) as Row[]).length).toBeGreaterThan(3000);
  });

  it('shows an edit, a new package, a moved one, a deleted one and a renamed country at once', async () => {
    const before = await nextList();
    const [a, b, c] = [before[10]!, before[1500]!, before[2500]!];
    await admin.put(`/api/Aranzhmani-update/${a.id}`).send({ titulli: 'Titull i ri' }).expect(200);
    expect((await nextList()).find((p) => p.id === a.id)!.titulli).toBe('Titull i ri');
    const created = (await admin.post('/api/add-Aranzhmani').send(form('Paketë e re', addDays(todayLocal(), 30))).expect(201)).body as Row;
    expect((await nextList()).find((p) => p.id === created.id)).toMatchObject({ titulli: 'Paketë e re', shteti: 'Turqi' });
    // Moved to another day: gone from its old place, in its new one.
    await admin.put(`/api/Aranzhmani-update/${b.id}`).send({ dataNisjes: addDays(todayLocal(), 59), dataKthimit: addDays(todayLocal(), 66) }).expect(200);
    const moved = await nextList();
    expect(moved.filter((p) => p.id === b.id)).toEqual([expect.objectContaining({ dataNisjes: addDays(todayLocal(), 59) })]);
    await admin.delete(`/api/Aranzhmani-delete/${c.id}`).expect(200);
    const deleted = await nextList();
    expect(deleted.some((p) => p.id === c.id)).toBe(false);
    expect(deleted).toHaveLength(before.length);
    await admin.put('/api/shtetin-update/2').send({ emri: 'Turqia' }).expect(200);
    const renamed = await nextList();
    expect(renamed.filter((p) => p.shtetiId === 2).every((p) => p.shteti === 'Turqia')).toBe(true);
    expect(JSON.stringify(renamed)).toBe(await plain());
    // The brotli copy, once made, is of the list after the writes too.
    let br = await ask('br');
    for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      br = await ask('br');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(await plain());
    await admin.put('/api/shtetin-update/2').send({ emri: 'Turqi' }).expect(200);
  });

  it('after a burst of writes, and with a write during a making, the next list has every write', async () => {
    const before = await nextList();
    const ids = [5, 700, 1400, 2100, 2800].map((i) => before[i]!.id);
    await Promise.all(ids.map((id, i) => admin.put(`/api/Aranzhmani-update/${id}`).send({ cmimi: String(1000 + i) }).expect(200)));
    const burst = await nextList();
    expect(ids.map((id) => burst.find((p) => p.id === id)!.cmimi)).toEqual([1000, 1001, 1002, 1003, 1004]);
    // A list asked right after a write waits for the making under way; a write lands meanwhile.
    await admin.put(`/api/Aranzhmani-update/${ids[0]}`).send({ titulli: 'Gjatë bërjes' }).expect(200);
    const during = ask('gzip');
    await admin.put(`/api/Aranzhmani-update/${ids[1]}`).send({ titulli: 'Pas bërjes' }).expect(200);
    const after = await nextList();
    expect(after.find((p) => p.id === ids[0])!.titulli).toBe('Gjatë bërjes');
    expect(after.find((p) => p.id === ids[1])!.titulli).toBe('Pas bërjes');
    expect((JSON.parse(decoded(await during)) as Row[]).find((p) => p.id === ids[0])!.titulli).toBe('Gjatë bërjes');
    expect(JSON.stringify(after)).toBe(await plain());
  });
});
