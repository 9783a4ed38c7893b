// ESLint for the web workspace (run from web/: `npm run lint -w web`). Beside the usual TypeScript and
// React hooks rules it checks the layers of ADR 0011: app → features → components → lib → gql, and a
// feature never imports another feature (they meet only in app/, which composes them).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Who may import whom; everything not listed here is refused. */
const layers = {
  app: ['app', 'feature', 'components', 'lib', 'gql'],
  feature: ['components', 'lib', 'gql'],
  components: ['components', 'lib', 'gql'],
  lib: ['lib', 'gql'],
  gql: ['gql'],
  graphiql: ['graphiql'],
};

export default defineConfig(
  // Generated code, build output and the codegen plugins (CommonJS run by Node) are not ours to lint.
  { ignores: ['dist/**', 'dist-server/**', '.react-router/**', 'src/gql/**', 'codegen/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      // `_name` marks a value taken out on purpose (`const { [name]: _fixed, ...rest } = errors`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Components take `t` from the page's one i18next subscription (lib/i18n/translation.tsx): react-i18next's
    // own hook copies the i18next instance for every component that calls it (ADR 0019).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from lib/i18n/translation (one subscription for the page)." }] },
      ],
    },
  },
  {
    // GraphQL documents are template strings standing alone, read by codegen (ADR 0007). They live in
    // api/ folders only: anywhere else such a statement is a mistake.
    files: ['src/**/api/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Style sheets belong to no layer.
      'boundaries/ignore': ['src/**/*.css'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'gql', pattern: 'src/gql' },
        { type: 'graphiql', pattern: 'src/graphiql' },
      ],
      // The framework's own files (the route table, the root route, the two entries) compose the app.
      'boundaries/files': [{ category: 'framework', pattern: 'src/*.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Imports inside one element (one feature, lib/, components/) are free; between elements:
          policies: [
            ...Object.entries(layers).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            { from: { file: { categories: 'framework' } }, allow: { to: { element: { types: { anyOf: layers.app } } } } },
            { from: { file: { categories: 'framework' } }, allow: { to: { file: { categories: 'framework' } } } },
            // The route table's test reads the table.
            { from: { element: { type: 'app' } }, allow: { to: { file: { categories: 'framework' } } } },
          ],
        },
      ],
      // A file in no layer (a new top-level folder) must be placed deliberately.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
);
