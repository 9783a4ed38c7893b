import type { Logger } from './logger.js';

/** A background task run every `intervalMs`; a round never overlaps the previous one. */
export interface Periodic {
  /** Stops the timer and waits for a round in progress (for an ordered shutdown). */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  log: Logger;
  /** Asked before each round: with several instances, only the one holding the jobs lock runs it. */
  runIf?: () => boolean;
}

export function every(intervalMs: number, name: string, task: () => Promise<unknown>, opts: PeriodicOptions): Periodic {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || (opts.runIf && !opts.runIf())) return;
    running = task()
      .catch((err: unknown) => opts.log.error({ err, job: name }, 'background round failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  // A timer alone must not keep the process alive (tests, CLI scripts).
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
