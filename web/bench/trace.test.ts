import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mainThreadAfterFirstPaint } from './trace';

const dir = await mkdtemp(path.join(os.tmpdir(), 'trace-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

// A renderer (pid 1, main thread 10, a worker 11) and another process (pid 2): times in µs, as traces have them.
const main = { pid: 1, tid: 10 };
const task = (ts: number, durMs: number, cpuMs: number, where = main) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
const navigation = { name: 'navigationStart', ph: 'R', ...main, ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/' } } };
const firstPaint = { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 100_000 };

async function traceFile(events: object[]) {
  const file = path.join(dir, `${Math.random()}.json`);
  await writeFile(file, JSON.stringify({ traceEvents: events }));
  return file;
}

describe('the main thread after the first paint', () => {
  it('sums wall and CPU time of its tasks after the first paint, and the blocking formula on each', async () => {
    const file = await traceFile([
      navigation,
      firstPaint,
      task(50_000, 80, 80), // before the first paint: not counted
      task(200_000, 40, 10), // 4 × 40 - 50 = 110 by the clock; 4 × 10 - 50 < 0 by CPU
      task(300_000, 20, 20), // 30 and 30
      task(400_000, 5, 5), // neither
    ]);
    expect(await mainThreadAfterFirstPaint(file)).toEqual({ wall: 65, cpu: 35, blockingWall: 140, blockingCpu: 30, othersCpu: 0 });
  });

  it("counts other threads' CPU from the first paint to the main thread's last task, nested events once", async () => {
    const worker = { pid: 1, tid: 11 };
    const other = { pid: 2, tid: 20 };
    const file = await traceFile([
      navigation,
      firstPaint,
      task(200_000, 10, 10),
      task(150_000, 30, 12, worker),
      { name: 'v8.parseOnBackground', ph: 'X', ...worker, ts: 155_000, dur: 10_000, tdur: 8_000 }, // inside the task above
      task(190_000, 5, 3, other),
      task(90_000, 30, 30, other), // starts before the first paint
      task(500_000, 30, 30, other), // after the main thread's last task
    ]);
    expect((await mainThreadAfterFirstPaint(file))?.othersCpu).toBe(15);
  });

  it('says nothing for a trace without a navigation or a first paint', async () => {
    expect(await mainThreadAfterFirstPaint(await traceFile([navigation]))).toBeNull();
  });
});
