import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// Paths the Express API answers; everything else is the SPA (or the GraphiQL page).
// A regex, so that e.g. /users-like SPA paths are not swallowed by the /user prefix.
const apiPattern = '^/(graphql|api|user|logout|media|healthz)(/|\\?|$)';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

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

export default defineConfig({
  plugins: [react(), tailwindcss(), graphiqlAlias],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { [apiPattern]: { target: 'http://localhost:5000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: page('./index.html'), graphiql: page('./graphiql.html') },
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
