import 'reflect-metadata';
import { GraphQLEnumType, GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { rateLimitMutations } from '../http/rate-limit.js';
import { validateInput } from '../shared/validate.js';
import { authChecker, authDirective } from './auth.js';
import { resolvers } from './resolvers.js';

let cached: GraphQLSchema | undefined;

export async function createSchema(): Promise<GraphQLSchema> {
  if (cached) return cached;
  const built = await buildSchema({
    resolvers: resolvers as unknown as BuildSchemaOptions['resolvers'],
    authChecker,
    authMode: 'error',
    // Scalar arguments are checked too (e.g. a NUL in a token); the argument's name labels the error.
    validateFn: (value, _type, data) => validateInput(value, Object.keys(data.args).find((k) => data.args[k] === value)),
  });
  const roleType = built.getType('Role');
  if (!(roleType instanceof GraphQLEnumType)) throw new Error('Role enum missing from schema');
  const config = built.toConfig();
  // The abuse-prone mutations count against the same per-client limits as their REST routes.
  cached = rateLimitMutations(new GraphQLSchema({ ...config, directives: [...config.directives, authDirective(roleType)] }));
  return cached;
}

/** The committed contract: sorted and printed with directive uses, so it is deterministic. */
export async function printContract(): Promise<string> {
  return printSchemaWithDirectives(lexicographicSortSchema(await createSchema())) + '\n';
}
