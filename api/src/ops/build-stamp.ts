import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a build is made from (issue 42, item 21: `npm start` rebuilt everything on every start): the
 * lockfile and manifests, the contract and codegen, and the api and web source trees. Tests, the
 * benchmarks and what a build writes are left out: changing them changes no build output. Walking
 * the trees keeps this working whatever builds the web app (its own script, SSR or not).
 */
const ROOT_FILES = ['package.json', 'package-lock.json', 'schema.graphql', 'codegen.ts'];
const TREES = ['api', 'web'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'bench', 'coverage', '.bench-tmp', 'test-results', 'gql']);
const SKIP_FILE = /\.test\.tsx?$|^bundle-stats\.html$|\.log$/;

/** What must exist for a build to count as done. */
export const BUILD_OUTPUTS = ['api/dist/main.js', 'web/dist/server/index.js'];

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const found: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) found.push(...(await filesUnder(root, rel)));
    } else if (e.isFile() && !SKIP_FILE.test(e.name)) {
      found.push(rel);
    }
  }
  return found;
}

/** One SHA-256 over every source file's path and content, in a fixed order. */
export async function sourceHash(root: string): Promise<string> {
  const files = [...ROOT_FILES.filter((f) => existsSync(path.join(root, f)))];
  for (const tree of TREES) if (existsSync(path.join(root, tree))) files.push(...(await filesUnder(root, tree)));
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0').update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the last successful build is kept: beside the installed packages, never committed. */
export const stampPath = (root: string) => path.join(root, 'node_modules', '.cache', 'bani-travel', 'build-sources.sha256');

export type BuildDecision = { build: false; reason: 'unchanged' } | { build: true; reason: 'forced' | 'first' | 'outputs-missing' | 'changed' };

/** Whether to build, and why, from the current sources' hash, the last build's and its outputs. */
export async function decideBuild(root: string, current: string, force = false): Promise<BuildDecision> {
  if (force) return { build: true, reason: 'forced' };
  const last = existsSync(stampPath(root)) ? (await readFile(stampPath(root), 'utf8')).trim() : null;
  if (!last) return { build: true, reason: 'first' };
  if (BUILD_OUTPUTS.some((f) => !existsSync(path.join(root, f)))) return { build: true, reason: 'outputs-missing' };
  return last === current ? { build: false, reason: 'unchanged' } : { build: true, reason: 'changed' };
}

export async function writeStamp(root: string, hash: string): Promise<void> {
  await mkdir(path.dirname(stampPath(root)), { recursive: true });
  await writeFile(stampPath(root), `${hash}\n`);
}
