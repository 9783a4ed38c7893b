import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/**
 * A port for a server a test starts later (another process, often seconds later). Picked at random below
 * the kernel's ephemeral range (32768-60999 on Linux), where no `listen(0)` of any test running beside
 * this one can take it in the meantime and answer in its place; checked free on every address.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.unref();
    s.once('error', () => resolve(false));
    s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
  });
}
