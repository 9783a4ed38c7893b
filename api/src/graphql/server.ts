import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { AppContext } from '../http/context.js';
import { formatError } from './errors.js';
import { variableErrorsPlugin } from './variable-errors.js';
import { MAX_TOKENS, queryLimitsRule } from './limits.js';
import { createSchema } from './schema.js';

/** Apollo Server on Express 5. Introspection stays on for integrators; the IDE is our bundled GraphiQL. */
export async function createGraphqlHandler(opts: { plugins?: ApolloServerPlugin<AppContext>[] } = {}): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<AppContext>({
    schema: await createSchema(),
    formatError,
    introspection: true,
    csrfPrevention: true,
    // Depth, cost and alias limits (graphql-js adds its own introspection-depth rule).
    validationRules: [queryLimitsRule()],
    parseOptions: { maxTokens: MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown order; Apollo's own signal handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    // Apollo's cache-control plugin wraps every field's resolver to collect hints we never give (our
    // answers are cached by http/public-cache.ts): ~3% of an uncached search's CPU for a constant
    // `Cache-Control: no-store`, which the handler below sets instead.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), variableErrorsPlugin(), ...(opts.plugins ?? [])],
  });
  await server.start();
  const apollo = expressMiddleware(server, { context: async ({ req }) => req.ctx });
  const handler: RequestHandler = (req, res, next) => {
    // A person opening /graphql in a browser gets the offline IDE instead of an error.
    if (req.method === 'GET' && !req.query.query && req.accepts(['json', 'html']) === 'html') {
      res.redirect(302, '/graphiql');
      return;
    }
    // What Apollo's cache-control plugin answered when no field gave a hint (none does).
    res.setHeader('Cache-Control', 'no-store');
    return apollo(req, res, next);
  };
  return { handler, stop: () => server.stop() };
}
