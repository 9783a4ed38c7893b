/**
 * A rolling restart: instances one at a time, each restarted gracefully (SIGTERM: /readyz 503, the
 * proxy's health check takes it out, in-flight requests finish) and back in the proxy's rotation
 * before the next one goes, so at least one instance always serves.
 */
export interface RestartPlan {
  /** Stops the instance gracefully and starts it again (returns once the new process was started). */
  restart(name: string): Promise<void>;
  /** Whether the instance is ready again (its /readyz answers 200, or its container is healthy). */
  ready(name: string): Promise<boolean>;
  /** How long to wait after ready, for the proxy's health check to send traffic again (≥ its interval). */
  settleMs: number;
  readyTimeoutMs: number;
  log(message: string): void;
}

export async function rollingRestart(names: string[], plan: RestartPlan): Promise<void> {
  for (const name of names) {
    const t0 = Date.now();
    plan.log(`${name}: restarting`);
    await plan.restart(name);
    const deadline = Date.now() + plan.readyTimeoutMs;
    while (!(await plan.ready(name).catch(() => false))) {
      // Stop here: the instances not yet restarted keep serving; nothing else is taken down.
      if (Date.now() > deadline) throw new Error(`${name} is not ready ${plan.readyTimeoutMs} ms after its restart: rolling restart stopped`);
      await sleep(250);
    }
    await sleep(plan.settleMs);
    plan.log(`${name}: back in ${Date.now() - t0} ms`);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
