/*
 * Second step of `npm run codegen`: one module per document (web/src/gql/operations/<Name>.ts), holding
 * its AST and, for an operation, its named hook. graphql.ts keeps the types and re-exports the documents;
 * hooks.ts re-exports the hooks.
 *
 * Why: a bundler never splits a module between chunks. With all 90-odd documents and hooks in one module,
 * every public page loaded the dashboard's documents too (114 KB of AST at start, one long task to
 * evaluate on a phone). Re-exports through a module with no code of its own cost nothing, and each page's
 * chunk now carries only the operations it uses. Import paths ('gql/graphql', 'gql/hooks') are unchanged.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { hookFor, QUERY_HELPERS, MUTATION_HELPERS } = require('./named-hooks.cjs') as {
  hookFor: (op: { name: string; operation: 'query' | 'mutation' }) => string;
  QUERY_HELPERS: string;
  MUTATION_HELPERS: string;
};

const { BANNER } = require('./generated-banner.cjs') as { BANNER: string };

// typed-document-node writes each document on one line, last in graphql.ts.
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(\w+), (\w+)>;$/;

interface Document {
  constName: string;
  ast: string;
  result: string;
  variables: string;
}

/** `MeDocument` with types `MeQuery`/`MeQueryVariables` is the query `Me`; fragments have no hook. */
function operationOf(doc: Document): { name: string; operation: 'query' | 'mutation' } | null {
  const name = doc.constName.replace(/Document$/, '');
  if (doc.constName.endsWith('FragmentDoc')) return null;
  if (doc.result === `${name}Query`) return { name, operation: 'query' };
  if (doc.result === `${name}Mutation`) return { name, operation: 'mutation' };
  throw new Error(`split-operations: cannot tell what ${doc.constName} is (${doc.result})`);
}

function operationModule(doc: Document): string {
  const op = operationOf(doc);
  const types = [doc.result, doc.variables].filter((type) => type !== 'unknown');
  const lines = [
    BANNER,
    op?.operation === 'query' ? "import { useQuery } from '@apollo/client/react';" : null,
    op?.operation === 'mutation' ? "import { useMutation } from '@apollo/client/react';" : null,
    op?.operation === 'mutation' ? "import type { Cache } from '@apollo/client/cache';" : null,
    "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
    op?.operation === 'query' ? "import type { DefaultQueryOptions, QueryArgs } from '../hook-kit';" : null,
    op?.operation === 'query' ? "import { useAnyQuery } from '../hook-kit';" : null,
    op?.operation === 'mutation' ? "import { useAnyMutation } from '../hook-kit';" : null,
    types.length > 0 ? `import type { ${types.join(', ')} } from '../graphql';` : null,
    '',
    `export const ${doc.constName} = ${doc.ast} as unknown as DocumentNode<${doc.result}, ${doc.variables}>;`,
    op ? `\n${hookFor(op)}` : null,
    '',
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/** The helpers every hook module shares (types and the two untyped aliases of Apollo's hooks). */
function hookKit(): string {
  // Exported here (the plugin's text declares them module-private for its single-file form).
  const exported = (text: string) => text.replace(/^(type|const) /gm, 'export $1 ');
  return [
    BANNER,
    "import { useQuery, useMutation } from '@apollo/client/react';",
    "import type { DocumentNode, OperationVariables } from '@apollo/client';",
    '',
    exported(QUERY_HELPERS),
    exported(MUTATION_HELPERS),
    '',
  ].join('\n');
}

export async function splitOperations(gqlDir: string): Promise<void> {
  const graphqlFile = path.join(gqlDir, 'graphql.ts');
  const source = await readFile(graphqlFile, 'utf8');
  const documents: Document[] = [];
  const kept = source.split('\n').map((line) => {
    const match = DOCUMENT_LINE.exec(line);
    if (!match) return line;
    const [, constName, ast, result, variables] = match as unknown as [string, string, string, string, string];
    documents.push({ constName, ast, result, variables });
    return `export { ${constName} } from './operations/${constName}';`;
  });
  const operationsDir = path.join(gqlDir, 'operations');
  await rm(operationsDir, { recursive: true, force: true });
  await mkdir(operationsDir, { recursive: true });
  for (const doc of documents) await writeFile(path.join(operationsDir, `${doc.constName}.ts`), operationModule(doc));
  // graphql.ts no longer holds a document, so nothing in it needs the DocumentNode type.
  const rewritten = kept.filter((line) => !line.startsWith('import type { TypedDocumentNode as DocumentNode }')).join('\n');
  await writeFile(graphqlFile, rewritten);
  await writeFile(path.join(gqlDir, 'hook-kit.ts'), hookKit());
  const hooks = documents.flatMap((doc) => {
    const op = operationOf(doc);
    if (!op) return [];
    const suffix = op.operation === 'query' ? 'Query' : 'Mutation';
    return [`export { use${op.name}${suffix} } from './operations/${doc.constName}';`];
  });
  await writeFile(path.join(gqlDir, 'hooks.ts'), [BANNER, ...hooks.sort(), ''].join('\n'));
  console.log(`codegen: ${documents.length} documents in ${path.relative(process.cwd(), operationsDir)}/`);
}
