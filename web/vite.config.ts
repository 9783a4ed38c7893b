import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { sitemapPaths } from './src/app/sitemap-paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// /sitemap.xml, written by the client build from the public pages (the API adds the package pages).
// Absolute URLs are required there: SITE_URL at build time, else the agency's domain (as robots.txt).
const sitemap: Plugin = {
  name: 'sitemap',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    const origin = (process.env.SITE_URL ?? 'https://bani-travel.com').replace(/\/$/, '');
    const urls = sitemapPaths.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`).join('\n');
    this.emitFile({
      type: 'asset',
      fileName: 'sitemap.xml',
      source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    });
  },
};

// React and Apollo each in one chunk: every page loads them whole anyway, and one response is one task
// in the browser instead of several.
const libraryGroups = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'apollo-client', test: /[\\/]node_modules[\\/](@apollo[\\/]client|@wry|optimism|rxjs|tslib)[\\/]|[\\/]src[\\/]gql[\\/]hook-kit\.ts$/ },
];

// Two libraries whose package exports give a bundler a build it should not ship: react-router names
// only its development build for every condition (remix-run/react-router#12532), and rxjs gives its ES5
// build unless asked for `es2015`. Aliased by file in builds only (the dev server keeps the warnings).
const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const shippedBuilds = [
  { find: /^react-router$/, replacement: path.join(packageDir('react-router'), 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(packageDir('react-router'), 'dist/production/dom-export.mjs') },
  { find: /^rxjs$/, replacement: path.join(packageDir('rxjs'), 'dist/esm/index.js') },
];

// Every text file of the browser's build also as .br and .gz beside it, compressed once at their best;
// the API's static stage sends the one the client accepts (express-static-gzip), Caddy likewise.
const precompressed = compression({
  algorithms: ['brotliCompress', 'gzip'],
  threshold: 1024,
  include: /\.(js|mjs|css|svg|json|xml|txt|map|wasm|ttf)$/,
  skipIfLargerOrEqual: true,
});

// `npm run analyze:web`: what each chunk holds, as a treemap in web/bundle-stats.html (never served).
const bundleMap = process.env.ANALYZE
  ? [visualizer({ filename: path.join(root, 'bundle-stats.html'), template: 'treemap', gzipSize: true, brotliSize: true, title: 'Bani Travel: the site\'s chunks' })]
  : [];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), sitemap, ...(isSsrBuild ? [] : [precompressed, ...bundleMap])],
  resolve: command === 'build' ? { alias: shippedBuilds } : undefined,
  // The server build is self-contained (the production image installs only the API's packages) and
  // always React's production build: `npm start` runs without NODE_ENV=production.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: libraryGroups } },
      // GraphiQL's React-compiler "use no memo" directives are meaningless in a bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    // Only GraphiQL's editor (Monaco) is this large; the site's chunks stay far below.
    chunkSizeWarningLimit: 3000,
  },
  // Monaco's workers (GraphiQL's editors) are ES modules.
  worker: { format: 'es' },
}));
