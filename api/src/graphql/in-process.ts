import { unwrapResolverError } from '@apollo/server/errors';
import { execute, type GraphQLSchema } from 'graphql';
import type { AppContext } from '../http/context.js';
import type { InProcessExecute, ReadsSeen } from '../http/pages/server-build.js';
import { formatError, isUnexpected } from './errors.js';
import type { KeptReads } from '../cache/kept-reads.js';

/**
 * GraphQL answered in process for the web app's loaders and actions (ADR 0019): the same schema and
 * resolvers as /graphql, with the request's own context (its session, its services and their one
 * EntityManager, its rate limits), and errors mapped by the same formatError, so a page gets exactly
 * what /graphql gives that visitor, without an HTTP round trip. A page (GET) only reads; a form sent to
 * its action (POST, past the same origin check as every write) may write. The documents are the web
 * app's generated ones (validated against the schema by codegen and typecheck), so they are not
 * validated again each time. A public read is answered from memory while it holds (kept-reads.ts).
 */
export function inProcessExecutor(schema: GraphQLSchema, kept: KeptReads): (ctx: AppContext, seen?: ReadsSeen) => InProcessExecute {
  return (ctx, seen) => async ({ query, variables, operationName }) => {
    const operation = query.definitions.find((d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName));
    const reads = ctx.req.method === 'GET' || ctx.req.method === 'HEAD';
    if (!operation || operation.kind !== 'OperationDefinition' || operation.operation === 'subscription' || (reads && operation.operation !== 'query')) {
      return { errors: [{ message: 'A page only reads; a form sent to it may write.', extensions: { code: 'BAD_REQUEST' } }] };
    }
    const run = async () => {
      const result = await execute({ schema, document: query, variableValues: variables, operationName, contextValue: ctx });
      for (const error of result.errors ?? []) {
        if (isUnexpected(error, error.extensions?.code)) ctx.req.log.error({ err: unwrapResolverError(error), operation: operationName }, 'web app: unexpected graphql error');
      }
      return {
        data: result.data,
        ...(result.errors ? { errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : {}),
      };
    };
    if (operation.operation !== 'query') return run();
    const read = await kept.read(query, operationName, variables, run);
    if (read.kept && seen) seen.kept += 1;
    return read.result;
  };
}
