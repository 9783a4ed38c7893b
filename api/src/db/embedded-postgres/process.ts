import type { ChildProcess } from 'node:child_process';
import { childOf, forgetChild, type EmbeddedPostgresServer } from './package.js';

/** Starting, watching and stopping the postmaster the package spawns. */

const START_TIMEOUT_MS = 30_000;
const STOP_ESCALATE_MS = 15_000;
const OUTPUT_TAIL_LINES = 40;

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Safety net replacing the package's: if the process exits (process.exit() or the event loop
 * drained) while a postmaster we started is still running, send it SIGINT (fast shutdown) so it does
 * not live on as an orphan. Synchronous, no waiting, and only on 'exit': this is NOT a signal
 * handler and cannot interfere with the app's orderly shutdown. (kill -9 of node still leaves an
 * orphan; the next start recovers it.)
 */
const liveChildren = new Set<ChildProcess>();
let exitListenerInstalled = false;
function killLiveChildrenOnExit(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (exitListenerInstalled) return;
  exitListenerInstalled = true;
  process.on('exit', () => {
    for (const c of liveChildren) if (!hasExited(c)) c.kill('SIGINT');
  });
}

/** The last lines of postgres's and initdb's output, for error messages; warnings and worse are logged. */
export function outputTail(log: (msg: string) => void): { capture(text: string): void; text(): string } {
  const lines: string[] = [];
  return {
    capture(text) {
      for (const line of text.split(/\r?\n/)) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > OUTPUT_TAIL_LINES) lines.shift();
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) log(`[postgres] ${line}`);
      }
    },
    text: () => lines.join('\n'),
  };
}

/**
 * The package's start(), which rejects with `undefined` when postgres exits early and may hang:
 * here it throws an Error carrying `describe(reason)` (the caller adds postgres's last output) and
 * gives up after 30 s, killing a postmaster that is still there.
 */
export async function startOrExplain(server: EmbeddedPostgresServer, describe: (reason: string) => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    const child = childOf(server);
    if (child && !hasExited(child)) {
      child.kill('SIGKILL');
      await new Promise((resolve) => (hasExited(child) ? resolve(undefined) : child.once('exit', resolve)));
    }
    forgetChild(server);
    throw new Error(describe(err instanceof Error ? err.message : 'PostgreSQL exited during startup'), { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Watches a started postmaster (an unexpected exit is logged; it is killed if Node exits first) and
 * returns its stop(): idempotent, resolves once the postmaster has exited, SIGKILL if it hangs.
 */
export function watchAndStopper(server: EmbeddedPostgresServer, log: (msg: string) => void): () => Promise<void> {
  const started = childOf(server);
  let stopRequested = false;
  if (started) {
    killLiveChildrenOnExit(started);
    started.once('exit', (code, signal) => {
      if (!stopRequested) log(`embedded-postgres: PostgreSQL exited unexpectedly (code ${code}, signal ${signal})`);
    });
  }

  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      stopRequested = true;
      const child = childOf(server);
      if (!child) return;
      if (hasExited(child)) {
        // Died on its own: the package's stop() would wait forever for an 'exit' already emitted.
        forgetChild(server);
        return;
      }
      const t1 = performance.now();
      const escalate = setTimeout(() => {
        log(`embedded-postgres: no exit ${STOP_ESCALATE_MS} ms after SIGINT; SIGKILL`);
        child.kill('SIGKILL');
      }, STOP_ESCALATE_MS);
      try {
        await server.stop(); // SIGINT (fast shutdown), resolves on 'exit'
      } finally {
        clearTimeout(escalate);
      }
      log(`embedded-postgres: stopped in ${Math.round(performance.now() - t1)} ms`);
    })();
    return stopping;
  };
}
