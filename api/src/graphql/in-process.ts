import { unwrapResolverError } from '@apollo/server/errors';
import { execute, type GraphQLSchema } from 'graphql';
import type { AppContext } from '../http/context.js';
import type { InProcessExecute } from '../http/server-render/bundle.js';
import { formatError, isUnexpected } from './errors.js';

/**
 * GraphQL answered in process for a page the server renders: the same schema and resolvers as
 * /graphql, with the request's own context (its session, its services and their one EntityManager),
 * and errors mapped by the same formatError, so the page gets exactly what /graphql gives that visitor,
 * without an HTTP round trip. Queries only: rendering a page never writes. The documents are the web
 * app's generated ones (validated against the schema by codegen and typecheck), so they are not
 * validated again on every render.
 */
export function inProcessExecutor(schema: GraphQLSchema): (ctx: AppContext) => InProcessExecute {
  return (ctx) => async ({ query, variables, operationName }) => {
    const operation = query.definitions.find((d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName));
    if (!operation || operation.kind !== 'OperationDefinition' || operation.operation !== 'query') {
      return { errors: [{ message: 'Only queries render a page.', extensions: { code: 'BAD_REQUEST' } }] };
    }
    const result = await execute({ schema, document: query, variableValues: variables, operationName, contextValue: ctx });
    for (const error of result.errors ?? []) {
      if (isUnexpected(error, error.extensions?.code)) ctx.req.log.error({ err: unwrapResolverError(error), operation: operationName }, 'page render: unexpected graphql error');
    }
    return {
      data: result.data,
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : {}),
    };
  };
}
