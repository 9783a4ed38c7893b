/** The servers under load, each in its own Node process, started and stopped by the bench. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Server {
  name: string;
  port: number;
  pid: number;
  /** SIGTERM, then waits for the exit (a CPU profile is written on the way out). */
  stop(): Promise<void>;
}

/**
 * Starts `node args...` and resolves once a line of its output gives the port (`ready` extracts it).
 * Output is kept for the error message when the process dies first.
 */
export function startNode(name: string, args: string[], env: NodeJS.ProcessEnv, ready: (line: string) => number | undefined): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => fail(new Error(`${name} did not start in 120 s`)), 120_000);
    const fail = (e: Error) => {
      clearTimeout(timeout);
      child.kill('SIGKILL');
      reject(new Error(`${e.message}\n${output.slice(-2000)}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) {
        const port = ready(line);
        if (port === undefined) continue;
        clearTimeout(timeout);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-8000)));
        child.stderr?.resume();
        // A crash under load must say why: the last of its output goes to the bench's console.
        child.once('exit', (code, signal) => {
          if (code) console.error(`[bench] ${name} exited with code ${code} ${signal ?? ''}:\n${output.slice(-4000)}`);
        });
        resolve({
          name, port, pid: child.pid!,
          stop: () => new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        });
        return;
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => fail(new Error(`${name} exited with code ${code} before it was ready`)));
    child.once('error', (e) => fail(e));
  });
}
