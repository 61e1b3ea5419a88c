import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The dependency direction is a lint error, not a hope: client never imports server, server
// never imports client, shared imports neither; no import cycles; and a client feature is
// used from outside only through its index.ts (pages -> features -> components/lib -> shared).
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const NO_SERVER = {
  group: ['**/server/**', '**/server'],
  message: 'The client never imports server code; share it through src/shared.',
};

// Another feature's files are its own: reach it through its index.ts ("../cart", not
// "../cart/state"). A part loaded on demand is named by its file in import(), which this
// rule does not check: that file is where the bundle splits.
const THROUGH_INDEX =
  "Import another feature through its index.ts (e.g. '../cart'); export what it should share from there.";
const featureInternals = (up) => ({ regex: `^${up}[^./][^/]*/.`, message: THROUGH_INDEX });
const NO_FEATURES = {
  regex: '(^|/)features(/|$)',
  message: 'Components and lib sit below the features: they never import one.',
};

export default tseslint.config(
  // The framework spike's apps have dependencies of their own, outside the store's (bench/framework-spike).
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      'bench/framework-spike/apps',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 120 columns; this catches what it leaves: comments and code it cannot break. A string,
      // a template (SQL, SVG paths) or an address stays whole rather than be cut into pieces.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    // Type-only imports are erased, so they never make a cycle; packages are not followed.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(NO_SERVER) },
  },
  // One block per folder depth, since the rule reads the import as written.
  {
    files: ['src/client/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, { regex: '^\\./features/[^/]+/.', message: THROUGH_INDEX }),
  },
  {
    files: ['src/client/{app,pages}/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, { regex: '^\\.\\./features/[^/]+/.', message: THROUGH_INDEX }),
  },
  { files: ['src/client/features/*/*.{ts,tsx}'], rules: restrict(NO_SERVER, featureInternals('\\.\\./')) },
  { files: ['src/client/features/*/*/*.{ts,tsx}'], rules: restrict(NO_SERVER, featureInternals('\\.\\./\\.\\./')) },
  {
    files: ['src/client/features/*/*/*/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, featureInternals('\\.\\./\\.\\./\\.\\./')),
  },
  { files: ['src/client/{components,lib}/**/*.{ts,tsx}'], rules: restrict(NO_SERVER, NO_FEATURES) },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: restrict({
      group: ['**/src/client/**', '../client/**', '../../client/**', '../../../client/**'],
      message: 'The server never imports client code; share it through src/shared.',
    }),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict({
      group: ['**/server/**', '**/client/**', 'node:*', 'fastify*', 'drizzle-orm*', 'react*'],
      message: 'src/shared is pure code with no I/O, imported by both sides.',
    }),
  },
);
