import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { AppContext } from '../http/context.js';
import type { AppMetrics } from '../http/metrics.js';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { isUnexpected } from './errors.js';

/** Operation names as labels: what a client calls its operation, kept short and plain. */
const PLAIN_NAME = /^\w{1,64}$/;

/**
 * Tells the request log and the metrics which operation a GraphQL request ran (name and type), and
 * logs the errors that are ours (masked for the client by formatError) with the request's id.
 */
export function operationsPlugin(metrics: AppMetrics): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      let name = '(unparsed)';
      let type = 'unknown';
      let failed = false;
      return {
        async didResolveOperation({ operationName, operation }) {
          name = operationName && PLAIN_NAME.test(operationName) ? operationName : '(anonymous)';
          type = operation?.operation ?? 'unknown';
          contextValue.res.locals.graphqlOperation = { name, type };
        },
        async didEncounterErrors({ errors }) {
          failed = true;
          const log = contextValue.req.log;
          for (const error of errors) {
            const original = unwrapResolverError(error);
            domainErrorFromDb(original, (m) => log.warn({ operation: name }, m));
            if (isUnexpected(error, error.extensions?.code)) log.error({ err: original, operation: name }, 'graphql: unexpected error');
          }
        },
        async willSendResponse() {
          metrics.graphqlOperation(name, type, failed ? 'error' : 'ok', (performance.now() - started) / 1000);
        },
      };
    },
  };
}
