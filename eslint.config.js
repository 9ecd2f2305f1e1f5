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

const serverFeatures = readdirSync('src/server/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * What a server feature offers the others; the rest of a feature (its routes, its store, its
 * internals) is its own. The listings table is read by others through listings/read-store.ts.
 */
const serverFeatureApi = {
  // the team's agents, for the CRM's assignment, lead routing and the settings' check
  accounts: ['agents-store.ts'],
  alerts: ['store.ts'],
  // the CrmProvider type, for features that read or write the CRM that is on (bfr)
  crm: ['provider.ts'],
  // the read of a listing's price and status history (the listings service's full reply)
  'listing-history': ['store.ts'],
  listings: ['service.ts', 'presenter.ts', 'read-store.ts'],
  // the city pages' figures, for their server-written heads (seo)
  market: ['service.ts'],
  'mls-sync': ['photo-routes.ts'],
  settings: ['store.ts', 'settings.ts', 'integrations.ts'],
};

const serverFeatureZones = serverFeatures.map((feature) => ({
  target: serverFeatures.filter((f) => f !== feature).map((f) => `./src/server/features/${f}`),
  from: `./src/server/features/${feature}`,
  except: (serverFeatureApi[feature] ?? []).map((file) => `./${file}`),
  message: `Another feature uses only ${feature}'s public modules (eslint.config.js serverFeatureApi).`,
}));

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
    // features use each other only through their public modules; SQL lives in store files
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*store.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverFeatureZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'SQL lives in store.ts (or a *-store.ts) of the feature.',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema'],
              allowTypeImports: true,
              message: 'Tables are used in store.ts (or a *-store.ts) of the feature.',
            },
            {
              group: ['**/db/connect'],
              importNames: ['queryRows'],
              message: 'SQL lives in store.ts (or a *-store.ts) of the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // feature stores keep to their own feature's modules too
    files: ['src/server/features/**/*store.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverFeatureZones] }],
    },
  },
  {
    // configuration is read once, in config.ts; everything else is handed a Config
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/server/config.ts',
      '**/*.test.{ts,tsx}',
      'src/server/testing/**',
      // the simulators' standalone runs (npx tsx …/fake/server.ts) are dev tools, not the app
      'src/server/integrations/*/fake/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in src/server/config.ts and pass the Config along.',
        },
      ],
    },
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
