import type { Types } from '@graphql-codegen/plugin-helpers';

/*
 * Client code generation (`npm run codegen`, which runs web/codegen/run.ts).
 * Input: the committed API contract schema.graphql and the operations and fragments written as GraphQL
 * template strings in the web's api/ folders (features/<area>/api, components/<kit>/api, lib/api; ADR
 * 0011). Output in web/src/gql/ is never edited by hand. After these, web/codegen/split-operations.ts
 * moves each document into a module of its own with its named hook (gql/operations/, re-exported by
 * graphql.ts and hooks.ts), so a page's chunk carries only the operations it uses.
 */
const gql = 'web/src/gql';
const banner = 'web/codegen/generated-banner.cjs';

const config: Types.Config = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['web/src/**/api/*.ts'],
  emitLegacyCommonJSImports: false,
  config: {
    useTypeImports: true,
    enumType: 'string-literal',
    enumsAsTypes: true,
    // Strict: a new scalar in the schema must be given a client type here, deliberately.
    strictScalars: true,
    scalars: { DateTimeISO: 'string', LocalDate: 'string' },
  },
  generates: {
    // Every schema type (User, Role, inputs), for components that name them.
    [`${gql}/schema.ts`]: { plugins: [banner, 'typescript'] },
    // Result/variables types per operation plus the TypedDocumentNodes that Apollo's hooks infer from.
    [`${gql}/graphql.ts`]: {
      plugins: [banner, 'typescript-operations', 'typed-document-node'],
      config: { importSchemaTypesFrom: `${gql}/schema.ts`, namespacedImportName: 'Types' },
    },
  },
};

export default config;
