import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { decideBuild, sourceHash, writeStamp, type BuildDecision } from './build-stamp.js';

/**
 * `npm start`'s first step (issue 42, item 21): `npm run build` only when the sources changed since
 * the last successful build (or it never ran, or its output is gone), and a line saying which.
 * FORCE_BUILD=1 builds anyway. Exits with the build's code when it fails.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const started = Date.now();
const hash = await sourceHash(root);
const decision = await decideBuild(root, hash, /^(1|true|yes)$/i.test(process.env.FORCE_BUILD ?? ''));

const SAY: Record<BuildDecision['reason'], string> = {
  unchanged: 'Sources unchanged since the last build: starting without building (FORCE_BUILD=1 npm start builds anyway).',
  forced: 'FORCE_BUILD is set: building.',
  first: 'No build recorded yet: building the web app and the API (about a minute).',
  'outputs-missing': 'The last build’s output is missing: building.',
  changed: 'Sources changed since the last build: building.',
};
process.stdout.write(`${SAY[decision.reason]}\n`);

if (decision.build) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // The hash of what was built: a change made while it built is seen at the next start.
  await writeStamp(root, hash);
  process.stdout.write(`Built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}
