import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // One logger (pino) with a category; never bare console in server code.
    rules: { 'no-console': 'error' },
  },
  {
    // Layers (README "Architecture"): platform/ imports no feature; a feature imports another only through
    // its public surface; the web's features/X never reaches inside features/Y/<folder>/.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { sanchay: layers },
    rules: { 'sanchay/layers': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
