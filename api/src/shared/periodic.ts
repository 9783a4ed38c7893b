/** A background task run every `intervalMs`; a round never overlaps the previous one. */
export interface Periodic {
  /** Stops the timer and waits for a round in progress (for an ordered shutdown). */
  stop(): Promise<void>;
}

export function every(intervalMs: number, name: string, task: () => Promise<unknown>): Periodic {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((e: unknown) => console.error(`[${name}] round failed`, e))
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
