import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The dependency direction is a lint error, not a hope:
// client never imports server, server never imports client, shared imports neither.
const forbid = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['**/server/**', '**/server'], 'The client never imports server code; share it through src/shared.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(['**/src/client/**', '../client/**', '../../client/**', '../../../client/**'], 'The server never imports client code; share it through src/shared.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid(
      ['**/server/**', '**/client/**', 'node:*', 'fastify*', 'drizzle-orm*', 'react*'],
      'src/shared is pure code with no I/O, imported by both sides.',
    ),
  },
);
