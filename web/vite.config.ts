import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { routePaths } from './src/app/route-paths';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { sitemapPaths } from './src/app/sitemap-paths';

// Paths the Express API answers; everything else is the SPA (or the GraphiQL page).
// A regex, so that e.g. /users-like SPA paths are not swallowed by the /user prefix.
const apiPattern = '^/(graphql|api|user|logout|media|healthz)(/|\\?|$)';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

// In production the API serves /graphiql; mirror that in dev so the same URL works on :5173.
const graphiqlAlias: Plugin = {
  name: 'graphiql-alias',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/graphiql' || req.url?.startsWith('/graphiql?')) req.url = req.url.replace('/graphiql', '/graphiql.html');
      next();
    });
  },
};

// /sitemap.xml, written by the build from the public pages (the API serves web/dist as static files).
// Absolute URLs are required there: SITE_URL at build time, else the agency's domain (as robots.txt).
const sitemap: Plugin = {
  name: 'sitemap',
  apply: 'build',
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

// /route-paths.json: the paths the app answers, read by the server to answer 404 for any other (ADR 0011).
const routeList: Plugin = {
  name: 'route-paths',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'route-paths.json', source: `${JSON.stringify(routePaths, null, 1)}\n` });
  },
};

// Each lazy page's loader names the module it imports (app/lazy-page.ts), as the manifest names it
// (src/features/x/routes/y.tsx): the server rendering a page preloads that chunk with the page.
const pageModules: Plugin = {
  name: 'page-modules',
  enforce: 'pre', // on the source as written, before JSX is compiled
  async transform(code, id) {
    if (!id.includes('/src/app/') || !code.includes('lazyPage(() => import(')) return null;
    const calls = [...code.matchAll(/lazyPage\(\(\) => import\('([^']+)'\)/g)];
    let out = code;
    for (const [call, spec] of calls) {
      const resolved = await this.resolve(spec!, id);
      if (!resolved) continue;
      const module = path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
      out = out.replace(call, `lazyPage(Object.assign(() => import('${spec}'), { module: ${JSON.stringify(module)} })`);
    }
    return { code: out, map: null };
  },
};

// V8's explicit compile hint (Chrome 136+): a script that starts with this comment is compiled whole
// while it streams in, on a background thread. Without it V8 compiles each function when first called,
// on the main thread: during a page's start that is much of React DOM, Apollo and our components,
// spread over the tasks that hydrate the page (Lighthouse's TBT, ADR 0019). Every chunk of the site is
// run when it loads; GraphiQL's editor libraries are not (most of Monaco and Prettier never runs).
// Added after minification (postBanner), which would drop a comment.
const notRunWhole = /node_modules\/(monaco-editor|@monaco-editor|graphiql|@graphiql|prettier|codemirror|@codemirror)\/|\/src\/graphiql\//;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const compileHint = (chunk: { moduleIds: readonly string[] }) => (chunk.moduleIds.some((id) => notRunWhole.test(id)) ? '' : COMPILE_HINT);

// V8 honours the hint only when nothing precedes it. Vite writes a chunk's list of preloads
// (`const __vite__mapDeps=...`, chunks with lazy imports: the route table, the entry) on its first line
// when it writes the bundle, after postBanner: such a chunk was compiled lazily. Its first two lines are
// swapped back right after Vite writes them (line for line, so a source map stays true), and before the
// files are compressed (vite-plugin-compression2 works in the manifest's hook, which runs later).
// web/bench/check-build.ts checks every chunk of the site, compressed copies included.
const MAP_DEPS = 'const __vite__mapDeps=';
const hintFirst: Plugin = {
  name: 'compile-hint-first',
  apply: 'build',
  configResolved(config) {
    const analysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
    const hook = analysis?.generateBundle;
    if (!analysis || typeof hook !== 'function') throw new Error('compile-hint-first: Vite\'s import analysis is not where it was');
    analysis.generateBundle = async function (this: ThisParameterType<typeof hook>, ...args: Parameters<typeof hook>) {
      await hook.apply(this, args);
      for (const chunk of Object.values(args[1])) {
        if (chunk.type !== 'chunk' || !chunk.code.startsWith(MAP_DEPS)) continue;
        const [deps, hint, ...rest] = chunk.code.split('\n');
        if (hint === COMPILE_HINT) chunk.code = [hint, deps, ...rest].join('\n');
      }
    };
  },
};

// React and Apollo each in one chunk. Left to itself the bundler cut them into six (React, its JSX
// runtime, React DOM; Apollo's core, its status helpers, its hooks, tslib), which every page fetches
// together anyway: each response is a main-thread task or three in the browser, and on a phone (or this
// 2-core machine, shared with Lighthouse) short tasks are what gets stretched (ADR 0019, fifth pass).
// Only what every page loads anyway: a lazy page's own helpers stay with it, and graphql is not grouped
// (GraphiQL uses much more of it than Apollo; the few modules Apollo needs come with Apollo's chunk, which
// the GraphiQL page now also loads: ~40 KB beside its editor's megabytes).
const libraryGroups = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'apollo-client', test: /[\\/]node_modules[\\/](@apollo[\\/]client|@wry|optimism|rxjs|tslib)[\\/]|[\\/]src[\\/]gql[\\/]hook-kit\.ts$/ },
  // Small modules of ours that the route table imports and lazy pages share: loaded by every page already.
  { name: 'site-kit', test: /[\\/]node_modules[\\/](react-i18next|use-sync-external-store)[\\/]|[\\/]src[\\/]lib[\\/](i18n[\\/]translation\.tsx|message\.ts|board\.ts|dates\.ts)$/ },
];

// Two libraries whose package exports give a bundler a build it should not ship:
// - react-router 7 names only its development build (ENABLE_DEV_WARNINGS on, its warnings' texts kept),
//   for every condition: the production build beside it is never picked (remix-run/react-router#12532,
//   #14102, open). Its code is otherwise the same.
// - rxjs 7 (Apollo's) gives its ES5 build unless asked for `es2015`: classes compiled to functions and
//   tslib's helpers, ~1.6 KB gzip more on every page.
// Aliased by file, so that no other package's choice of build changes (ADR 0019, ninth pass); in builds
// only: the dev server keeps react-router's warnings.
const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const shippedBuilds = {
  alias: [
    { find: /^react-router$/, replacement: path.join(packageDir('react-router'), 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(packageDir('react-router'), 'dist/production/dom-export.mjs') },
    { find: /^rxjs$/, replacement: path.join(packageDir('rxjs'), 'dist/esm/index.js') },
  ],
};

// Every text asset of the build also as .br and .gz beside it, compressed once at their best
// (the API serves them with Content-Encoding and Vary: http/web.ts); pictures are compressed already.
const precompressed = compression({
  algorithms: ['brotliCompress', 'gzip'],
  threshold: 1024,
  include: /\.(js|mjs|css|html|svg|json|xml|txt|map|wasm|ttf)$/,
  skipIfLargerOrEqual: true,
});

// The server's bundle (`vite build --ssr`): the public pages rendered by the API process (ADR 0019).
// Self-contained (every dependency bundled): the production image installs only the API's packages,
// and the API hands it plain GraphQL results, so its own copy of graphql never meets the API's.
// React's production build, always: the bundle inlines React, whose entry picks its build by NODE_ENV
// when it runs, and `npm start` (the demo) runs without NODE_ENV=production. The development build
// renders a page several times slower (element validation, owner stacks through console.createTask).
const serverBundle: UserConfig = {
  plugins: [react(), pageModules],
  resolve: shippedBuilds,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
};

// `npm run analyze:web`: what each chunk holds, module by module, with gzip and brotli sizes, as a treemap
// in web/bundle-stats.html (outside dist/, so it is never served). Issue 18's "what the big chunks hold".
const bundleMap = process.env.ANALYZE
  ? [visualizer({ filename: path.join(root, 'bundle-stats.html'), template: 'treemap', gzipSize: true, brotliSize: true, title: 'Bani Travel: the site\'s chunks' })]
  : [];

export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? serverBundle : {
  plugins: [react(), tailwindcss(), graphiqlAlias, pageModules, sitemap, routeList, hintFirst, precompressed, ...bundleMap],
  resolve: command === 'build' ? shippedBuilds : undefined,
  server: {
    port: 5173,
    strictPort: true,
    proxy: { [apiPattern]: { target: 'http://localhost:5000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and each lazy page loads (bench:web, size budget,
    // and the server's list of the chunks the page it renders runs).
    manifest: true,
    rolldownOptions: {
      input: { main: page('./index.html'), graphiql: page('./graphiql.html') },
      output: { postBanner: compileHint, codeSplitting: { groups: libraryGroups } },
      // GraphiQL's React-compiler "use no memo" directives are meaningless in a bundle; the warning
      // repeats for every file and buries real ones.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    // Only the GraphiQL page (Monaco) is this large; the SPA's chunks stay far below.
    chunkSizeWarningLimit: 3000,
  },
  // Monaco's workers (GraphiQL editors) are ES modules.
  worker: { format: 'es' },
});
