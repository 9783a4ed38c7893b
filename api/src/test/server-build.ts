import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

const API_DIR = path.join(REPO_ROOT, 'api');
const SRC = path.join(API_DIR, 'src');

/** The built server a test runs as a process of its own (what `npm start` and the image run). */
export const SERVER_ENTRY = path.join(API_DIR, 'dist', 'main.js');

/** The newest change among what `tsconfig.build.json` compiles: no tests, `src/test` or test fixtures. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(SRC, 'test') && entry.name !== 'test-fixtures') newest = Math.max(newest, newestSource(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds the API (`tsc`, as `npm run build` does) when its output is missing or older than a source:
 * the tests that start real server processes start the built one, as `npm start` does, because loading
 * the sources through tsx's loader makes every such start several times dearer. `npm test` builds just
 * before the API tests, so there this finds nothing to do; a run after an edit rebuilds once.
 */
export function ensureServerBuild(): void {
  const built = statSync(SERVER_ENTRY, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built >= newestSource(SRC)) return;
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
    cwd: API_DIR, stdio: 'inherit',
  });
}
