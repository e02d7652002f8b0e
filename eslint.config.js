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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // MUI 9 dropped the system props: <Typography color="text.secondary"> passes the words to the DOM and
      // draws the text in the body colour. Typography takes color="textSecondary"; anything else goes in sx.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] > Literal[value=/\\./]",
          message: 'Typography ignores a palette path in color: use color="textSecondary" (or "primary", "error"...) or sx={{ color: ... }}.',
        },
      ],
    },
  },
  {
    // Web layers (DESIGN.md 2): app -> features -> components -> lib. A feature uses another feature only
    // through that feature's index.ts.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: "Import another feature from its index.ts ('../<feature>'), not from its files." },
            { regex: '^(\\.\\./)+app(/|$)', message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(features|app)(/|$)', message: 'components/ and lib/ sit below the features and the app.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
