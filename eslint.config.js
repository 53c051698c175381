import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { areaBoundaries, importSettings, routerSurfaceOnly } from './eslint/areas.js';
import { fileNameRules } from './eslint/fileNames.js';
import { queryKeyRules } from './eslint/queryKeys.js';
import server from './eslint/server.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      '.reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerSurfaceOnly] }] },
  },
  // Cross-package imports go through the other package's exports, never by relative path, and no
  // module imports itself back through others (a cycle, type-only imports included).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importSettings,
      // The imported modules are read too (to follow a cycle), TypeScript and JSX included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-relative-packages': 'error', 'import-x/no-cycle': 'error' },
  },
  ...areaBoundaries,
  queryKeyRules,
  ...fileNameRules,
  ...server,
);
