/**
 * Built bundle sizes from web/dist and the manifest Vite writes (dist/.vite/manifest.json): what each
 * entry loads before it runs (its own chunk, its static imports and CSS) and what each lazy page adds
 * on top of the entry. Sizes are measured by compressing here (gzip -9 and brotli 11, as the build's
 * precompressed files), so they do not depend on those files being present.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface Bundle {
  name: string;
  js: Size;
  css: Size;
  files: string[];
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string, dist: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
    sizeCache.set(file, size);
  }
  return size;
}

const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The chunk key and every chunk it imports statically (what the browser fetches before it runs), or,
 * with `lazy`, every chunk it can ever run (its lazy imports too).
 */
function closure(manifest: Manifest, key: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const next of [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])]) closure(manifest, next, seen, lazy);
  return seen;
}

/** Every chunk the site (index.html and the pages it imports lazily) can run. */
export const siteChunks = (manifest: Manifest): string[] =>
  [...closure(manifest, 'index.html', new Set(), true)].filter((key) => manifest[key]).map((key) => manifest[key]!.file);

function bundle(name: string, manifest: Manifest, keys: Iterable<string>, dist: string): Bundle {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return {
    name,
    js: sum([...js].map((f) => sizeOf(f, dist))),
    css: sum([...css].map((f) => sizeOf(f, dist))),
    files: [...js, ...css],
  };
}

/**
 * The app, which index.html's tiny entry imports once the page is painted (src/main.tsx): part of what
 * every page loads before it runs, though not of what it loads before it paints.
 */
const APP = 'src/start.tsx';

/** What every page of the site loads before it runs: index.html's entry, the app and their static imports. */
function siteKeys(manifest: Manifest): Set<string> {
  return closure(manifest, APP, closure(manifest, 'index.html'));
}

/** What `index.html` (the site) loads before anything runs. */
export function initialSiteBundle(dist = WEB_DIST): Bundle {
  const manifest = readManifest(dist);
  return bundle('index.html (every page of the site)', manifest, siteKeys(manifest), dist);
}

/** Each entry, and each lazy page with what it adds to the site's entry. */
export function bundleReport(dist = WEB_DIST): { entries: Bundle[]; pages: Bundle[] } {
  const manifest = readManifest(dist);
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => bundle(key, manifest, key === 'index.html' ? siteKeys(manifest) : closure(manifest, key), dist));
  const site = siteKeys(manifest);
  const pages = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/') && key !== APP)
    .map(([key]) => bundle(key.replace(/^src\//, ''), manifest, [...closure(manifest, key)].filter((k) => !site.has(k)), dist))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { entries, pages };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
