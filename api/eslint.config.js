// ESLint for the api workspace (run from api/: `npm run lint -w api`). Beside the TypeScript rules it
// checks the layers of ADR 0014: the domain (modules' entities, inputs and services, and shared/)
// imports nothing above it; only a module's edge files (*.resolver.ts, *.routes.ts, *.legacy.ts)
// touch the edges (http/, rest/, graphql/); shared/ imports no module.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FOLDERS = ['http', 'cache', 'rest', 'graphql', 'module', 'jobs', 'db', 'shared', 'config', 'legacy-import', 'ops', 'test'];
/** The files directly in src/: the composition root (services.ts) and the bootstrap (app.ts, main.ts). */
const ROOT = ['composition', 'bootstrap'];

/** Who may import whom, by folder; everything not listed is refused. */
const layers = {
  // The domain: the modules (entities, inputs, services) and the kit they share.
  shared: ['shared'],
  config: ['config', 'shared'],
  module: ['module', 'jobs', 'shared', 'config'],
  // The job queue (ADR 0028): its kit (task, add, queue) imports shared/ only; its registry names the modules' tasks.
  jobs: ['jobs', 'module', 'shared', 'config'],
  // The edges depend on the domain, never the reverse.
  http: ['http', 'cache', 'module', 'shared', 'config'],
  // What is kept in memory and answered from it (issue 40): an edge beside http/, which it serves.
  cache: ['cache', 'http', 'module', 'shared', 'config'],
  rest: ['rest', 'http', 'module', 'shared', 'config'],
  graphql: ['graphql', 'http', 'cache', 'module', 'shared', 'config'],
  db: ['db', 'module', 'shared', 'config'],
  // The switch-over import is an edge of its own (a command): it writes the domain's tables, and
  // nothing imports it.
  'legacy-import': ['legacy-import', 'db', 'module', 'shared', 'config'],
  // Operators' commands (backup, restore, db:url, moving pictures, rolling restarts): like the bootstrap.
  ops: FOLDERS.filter((f) => f !== 'test'),
  test: FOLDERS,
};

/** A module's entities, inputs and services. */
const DOMAIN = { allOf: ['module-file'], noneOf: ['edge', 'test'] };

const toFolders = (types) => ({ to: { element: { types: { anyOf: types } } } });
const toRoot = (categories) => ({ to: { file: { categories: { anyOf: categories } } } });

export default defineConfig(
  { ignores: ['dist/**', 'dist-check/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.js'],
    languageOptions: { globals: globals.node },
    rules: {
      // `_name` marks a value taken out on purpose (`const { imageId: _ignored, ...fields } = input`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    // The product's code (tests and the bench may use the pool's connection directly).
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/test/**'],
    rules: {
      // class-validator's check throws (a 500) on a number printed in exponent form, e.g. 1e-7.
      'no-restricted-syntax': ['error', {
        selector: "Property[key.name='maxDecimalPlaces']",
        message: 'Use IsDecimal (shared/price.ts): IsNumber({ maxDecimalPlaces }) throws on 1e-7.',
      }, {
        // The connection's own execute takes a pool connection: inside a transaction it reads outside
        // it (and, with every connection held by transactions, waits for one that never comes).
        selector: "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='getConnection']",
        message: "Use em.execute: it runs in the caller's transaction, if any.",
      }],
    },
  },
  {
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Imports name the emitted `.js`; the TypeScript resolver finds the `.ts` beside it.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': [
        { type: 'module', pattern: 'src/modules/*', capture: ['module'] },
        ...['shared', 'config', 'http', 'cache', 'rest', 'graphql', 'jobs', 'db', 'legacy-import', 'ops'].map((type) => ({ type, pattern: `src/${type}` })),
        { type: 'test', pattern: ['src/test', 'src/security', 'bench'] },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.ts', 'src/db/test-fixtures/**', 'src/legacy-import/test-fixtures/**'] },
        // A module's adapters to the edges: its GraphQL resolvers, legacy routes and legacy vocabulary.
        { category: 'edge', pattern: 'src/modules/*/*.{resolver,routes,legacy}.ts' },
        // Every file of a module (a file takes each category it matches): so a domain file is a
        // module file that is neither an edge nor a test.
        { category: 'module-file', pattern: 'src/modules/*/*.ts' },
        { category: 'composition', pattern: 'src/services.ts' },
        { category: 'bootstrap', pattern: ['src/app.ts', 'src/main.ts'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Inside a module too: its services must not import its own resolver, routes or legacy file.
          checkInternals: true,
          policies: [
            ...Object.entries(layers).map(([from, to]) => ({ from: { element: { type: from } }, allow: toFolders(to) })),
            // Only a module's edge files touch the edges; its domain files never import an edge file.
            { from: { file: { categories: 'edge' } }, allow: toFolders(['http', 'rest', 'graphql']) },
            { from: { file: { categories: DOMAIN } }, disallow: { to: { file: { categories: 'edge' } } } },
            // The edges name the composition root's types (the request's services); it builds services only.
            { from: { element: { types: { anyOf: ['http', 'rest', 'graphql'] } } }, allow: toRoot(['composition']) },
            { from: { file: { categories: 'composition' } }, allow: toFolders(['module', 'shared', 'config']) },
            // The bootstrap wires everything; tests and the benchmark may reach anything.
            { from: { file: { categories: 'bootstrap' } }, allow: toFolders(FOLDERS.filter((f) => f !== 'test')) },
            { from: { file: { categories: 'bootstrap' } }, allow: toRoot(ROOT) },
            { from: { element: { type: 'ops' } }, allow: toRoot(ROOT) },
            { from: { file: { categories: 'test' } }, allow: toFolders(FOLDERS) },
            { from: { element: { type: 'test' } }, allow: toRoot(ROOT) },
            { from: { file: { categories: 'test' } }, allow: toRoot(ROOT) },
          ],
        },
      ],
      // A file in no layer (a new top-level folder) must be placed deliberately.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
);
