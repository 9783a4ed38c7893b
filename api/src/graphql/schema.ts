import 'reflect-metadata';
import { GraphQLEnumType, GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { rateLimitMutations } from '../http/rate-limit.js';
import { scopeRootFields } from './token-scopes.js';
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
    validateFn: (value, _type, data) => validateInput(value, argumentName(data.args, value)),
  });
  const roleType = built.getType('Role');
  if (!(roleType instanceof GraphQLEnumType)) throw new Error('Role enum missing from schema');
  const config = built.toConfig();
  // The abuse-prone mutations count against the same per-client limits as their REST routes.
  // What an API token reaches is checked on every root field (security/token-scopes.ts).
  cached = scopeRootFields(rateLimitMutations(new GraphQLSchema({ ...config, directives: [...config.directives, authDirective(roleType)] })));
  return cached;
}

/** The committed contract: sorted and printed with directive uses, so it is deterministic. */
export async function printContract(): Promise<string> {
  return printSchemaWithDirectives(lexicographicSortSchema(await createSchema())) + '\n';
}

/**
 * The name of the argument being validated. A list of inputs reaches the validator as new instances
 * (not the resolver's own array), so it is found by being the list of that length.
 */
function argumentName(args: Record<string, unknown>, value: unknown): string | undefined {
  const names = Object.keys(args);
  return names.find((k) => args[k] === value)
    ?? (Array.isArray(value) ? names.find((k) => Array.isArray(args[k]) && (args[k] as unknown[]).length === value.length) : undefined);
}
