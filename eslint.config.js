// Lint rules, including the import rules of DESIGN.md section 3: a violation fails `npm run lint`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The layer rules: what each folder may not import. */
const layerZones = [
  {
    target: './src/core',
    from: ['./src/contract', './src/server', './src/web'],
    message: 'core holds pure rules and imports nothing of ours.',
  },
  {
    target: './src/contract',
    from: ['./src/server', './src/web'],
    message: 'contract may import only core.',
  },
  { target: './src/web', from: './src/server', message: 'web never imports server.' },
  { target: './src/server', from: './src/web', message: 'server never imports web.' },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another feature; compose them in src/web/app.',
  })),
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code does not depend on features or the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.test-data',
      'coverage',
      'scratch',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      // No barrel files: import the module that defines the thing.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the defining module instead of re-exporting.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // core runs in the browser and the server alike: no I/O, no React, no Node APIs
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https'],
              message: 'core has no Node APIs.',
            },
            { group: ['react', 'react-dom', 'react/*'], message: 'core has no React.' },
          ],
        },
      ],
    },
  },
  {
    // command-line scripts print their results
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'No index files: name modules after what they hold.' },
      ],
    },
  },
);
