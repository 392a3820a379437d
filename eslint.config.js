// ESLint flat config for the whole workspace.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers point one way: shared (components, config, hooks, lib) → features → app
// (docs/web.md "Layers"). A back-arrow, an import between two features, between two route
// areas or an import cycle fails `pnpm lint`.
const web = join(import.meta.dirname, 'apps', 'web', 'src');
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);
const webLayerZones = [
  // Shared code knows no feature and no route.
  {
    target: ['components', 'config', 'hooks', 'lib'].map((dir) => join(web, dir)),
    from: [join(web, 'features'), join(web, 'app')],
    message: 'Shared code (components, config, hooks, lib) must not import features or app.',
  },
  // Features know no route, layout or app provider.
  {
    target: join(web, 'features'),
    from: join(web, 'app'),
    message: 'A feature must not import app/ (routes, layout): compose features in app/.',
  },
  // No feature imports another: the route that needs both composes them.
  ...foldersIn(join(web, 'features')).map((feature) => ({
    target: join(web, 'features', feature),
    from: join(web, 'features'),
    except: [`./${feature}`],
    message: 'A feature must not import another feature: compose them in app/.',
  })),
  // Route areas keep their parts to themselves; what two areas share moves to components/.
  ...foldersIn(join(web, 'app', 'routes')).map((area) => ({
    target: join(web, 'app', 'routes', area),
    from: foldersIn(join(web, 'app', 'routes'))
      .filter((other) => other !== area)
      .map((other) => join(web, 'app', 'routes', other)),
    message: 'A route area must not import another area: move what both need to components/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'packages/db/src/generated/**',
      '.tmp/**',
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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Read TypeScript modules when following imports (no-cycle walks the graph).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Command-line tools and benchmarks print their results.
    files: ['scripts/**', 'bench/**', 'seeds/src/cli.ts', 'packages/db/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
