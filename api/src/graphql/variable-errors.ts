import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/** graphql-js words every coercion error of a variable so: `Variable "$name" got invalid value ...`. */
const VARIABLE = /^Variable "\$(\w+)"/;

/**
 * Variables that cannot be coerced stop an operation before it runs: graphql-js reports every bad value
 * (up to 50, then a cap error), so 61 bad items in one list made 51 errors in one answer (issue 41). The
 * client needs to know which variable is wrong, once: the answer keeps the first error of each
 * variable (all BAD_USER_INPUT), and the cap error only when nothing else says what was wrong.
 */
export function variableErrorsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const errors = result.errors;
          if (result.data !== undefined || !errors || errors.length < 2) return;
          if (!errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')) return;
          const seen = new Set<string>();
          const kept: GraphQLFormattedError[] = [];
          for (const e of errors) {
            const name = VARIABLE.exec(e.message)?.[1];
            if (name === undefined || seen.has(name)) continue;
            seen.add(name);
            kept.push(e);
          }
          result.errors = kept.length ? kept : [errors[errors.length - 1]!];
        },
      };
    },
  };
}
