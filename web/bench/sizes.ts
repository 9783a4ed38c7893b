/**
 * Built bundle sizes (web/dist/client), read from the route manifest of React Router's server build
 * (web/dist/server): what a page loads before it runs is the entry, the modules of the routes its URL
 * matches and all their static imports, exactly the list its HTML preloads. Sizes are measured by
 * compressing here (gzip -9 and brotli 11, as the build's precompressed files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');
const CLIENT = path.join(WEB_DIST, 'client');

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Assets {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouteAssets>;
}

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
function sizeOf(url: string): Size {
  let size = sizeCache.get(url);
  if (!size) {
    const bytes = readFileSync(path.join(CLIENT, url));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
    sizeCache.set(url, size);
  }
  return size;
}

const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export async function readAssets(): Promise<Assets> {
  const build = (await import(pathToFileURL(path.join(WEB_DIST, 'server', 'index.js')).href)) as { assets: Assets };
  return build.assets;
}

/** A route and its parents up to the root: the route modules a page of it loads. */
function chain(assets: Assets, id: string): RouteAssets[] {
  const route = assets.routes[id];
  if (!route) throw new Error(`no route ${id} in the build`);
  return [...(route.parentId ? chain(assets, route.parentId) : []), route];
}

function bundle(name: string, js: Set<string>, css: Set<string>, without: Bundle | null = null): Bundle {
  const skip = new Set(without?.files ?? []);
  const own = (set: Set<string>) => [...set].filter((f) => !skip.has(f));
  return { name, js: sum(own(js).map(sizeOf)), css: sum(own(css).map(sizeOf)), files: [...own(js), ...own(css)] };
}

/** What a page of route `id` loads before it runs (the entry, its routes' modules, their imports). */
export function pageBundle(assets: Assets, id: string, name = id, without: Bundle | null = null): Bundle {
  const js = new Set([assets.entry.module, ...assets.entry.imports]);
  const css = new Set(assets.entry.css ?? []);
  for (const route of chain(assets, id)) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  return bundle(name, js, css, without);
}

/** The public layout: the part every public page loads before it runs, whatever the page. */
export const PUBLIC_LAYOUT = 'app/layouts/public-layout';

/** What every public page loads before it runs (the entry, the root and the public layout). */
export async function initialSiteBundle(): Promise<Bundle> {
  return pageBundle(await readAssets(), PUBLIC_LAYOUT, 'every public page (entry, root, layout)');
}

/** The measured pages, each with what it adds to every public page's start. */
export async function bundleReport(pages: Record<string, string>): Promise<{ initial: Bundle; pages: Bundle[] }> {
  const assets = await readAssets();
  const initial = pageBundle(assets, PUBLIC_LAYOUT, 'every public page (entry, root, layout)');
  return { initial, pages: Object.entries(pages).map(([name, id]) => pageBundle(assets, id, name, initial)) };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
