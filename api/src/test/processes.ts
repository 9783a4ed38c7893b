import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';
import { SERVER_ENTRY } from './server-build.js';

/** A real server process (`node dist/main.js`, built by the global setup when stale) on a given port. */
export interface Instance {
  port: number;
  base: string;
  output: string[];
  child: ChildProcess;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
}

export function startInstance(port: number, env: Record<string, string>): Instance {
  const output: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: path.join(REPO_ROOT, 'api'),
    // One process unless a test asks for workers (ops/cluster.test.ts): what these tests look at is one instance.
    env: { ...process.env, NODE_ENV: 'test', LOG_FORMAT: 'json', WEB_CONCURRENCY: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, base: `http://127.0.0.1:${port}`, output, child, exited };
}

export async function waitReady(i: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (i.child.exitCode !== null) throw new Error(`instance :${i.port} exited (${i.child.exitCode}):\n${i.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`instance :${i.port} not ready in ${timeoutMs} ms:\n${i.output.join('')}`);
    if (await fetch(`${i.base}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM and wait; SIGKILL after `ms` so no test leaves a process behind. */
export async function stopInstance(i: Instance, ms = 30_000): Promise<number | null> {
  if (i.child.exitCode !== null || i.child.signalCode !== null) return i.child.exitCode;
  i.child.kill('SIGTERM');
  const timer = setTimeout(() => i.child.kill('SIGKILL'), ms);
  try {
    return await i.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The JSON log lines an instance wrote. */
export function logLines(i: Instance): Record<string, unknown>[] {
  return i.output.join('').split('\n').filter((l) => l.startsWith('{')).map((l) => {
    try {
      return JSON.parse(l) as Record<string, unknown>;
    } catch {
      return {};
    }
  });
}
