import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { preparedRows } from './prepared.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ JOBS_CONCURRENCY: '0' }); });
afterAll(() => t.close());

const NAME = 'prepared-test-country';
const SQL = 'select name from countries where name = ?';

describe('preparedRows', () => {
  it('reads inside the caller\'s transaction (its own writes, not yet committed), and prepared outside one', async () => {
    const em = t.orm.em.fork();
    const inside = await em.transactional(async (tx) => {
      await tx.execute('insert into countries (name) values (?)', [NAME]);
      return preparedRows<{ name: string }>(tx, 'prepared_test_country', SQL, [NAME]);
    });
    expect(inside).toEqual([{ name: NAME }]);
    // Committed: the prepared path sees it too, twice (the second run is the statement already prepared).
    expect(await preparedRows(em, 'prepared_test_country', SQL, [NAME])).toEqual([{ name: NAME }]);
    expect(await preparedRows(em, 'prepared_test_country', SQL, [NAME])).toEqual([{ name: NAME }]);
  });

  it('leaves nothing when the transaction rolls back', async () => {
    const em = t.orm.em.fork();
    const gone = 'prepared-rolled-back';
    await expect(em.transactional(async (tx) => {
      await tx.execute('insert into countries (name) values (?)', [gone]);
      expect(await preparedRows(tx, 'prepared_test_country', SQL, [gone])).toHaveLength(1);
      throw new Error('undo');
    })).rejects.toThrow('undo');
    expect(await preparedRows(em, 'prepared_test_country', SQL, [gone])).toEqual([]);
  });
});
