// ESLint flat config for the whole workspace.
import { readdirSync, readFileSync } from 'node:fs';
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

// The module shape of the services (docs/decisions/031-the-module-shape.md): the database is
// reached only from a module's repositories. dependency-cruiser checks the imports
// (.dependency-cruiser.cjs); what it cannot see is a call on a client a file was handed (the
// mail worker once ran its SQL on the `db` it got, importing only the type). So ESLint finds
// the calls by name, in every file of a module but its repositories and tests:
// - the raw SQL methods of Prisma ($queryRaw, $executeRaw and their Unsafe forms, $transaction);
// - our tagged SQL client (db.sql, db.sqlPlanned, db.sqlGeneric) and Prisma's fragments
//   (Prisma.sql, Prisma.raw, Prisma.join, Prisma.empty);
// - a query of a Prisma model (tx.profile.findMany, db.auditLog.create …), by the models of
//   prisma/schema.prisma, so a new model is covered without editing this file.
const prismaModels = [
  ...readFileSync(join(import.meta.dirname, 'prisma', 'schema.prisma'), 'utf8').matchAll(
    /^model\s+(\w+)/gm,
  ),
].map(([, name]) => name[0].toLowerCase() + name.slice(1));
const PRISMA_QUERIES = [
  'findMany',
  'findFirst',
  'findFirstOrThrow',
  'findUnique',
  'findUniqueOrThrow',
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
  'count',
  'aggregate',
  'groupBy',
];
const oneOf = (names) => `/^(${names.map((n) => n.replaceAll('$', '\\$')).join('|')})$/`;
const RAW_SQL_METHODS = [
  '$queryRaw',
  '$executeRaw',
  '$queryRawUnsafe',
  '$executeRawUnsafe',
  '$queryRawTyped',
  '$transaction',
];
const SQL_TAGS = ['sql', 'sqlPlanned', 'sqlGeneric'];
const SQL_ONLY_IN_REPOSITORIES =
  'SQL lives only in repositories (decision 031): move this query into the module’s *.repository.ts and call it from here.';
const sqlOnlyInRepositories = [
  `MemberExpression[property.name=${oneOf(RAW_SQL_METHODS)}]`,
  `VariableDeclarator > ObjectPattern > Property[key.name=${oneOf([...RAW_SQL_METHODS, ...SQL_TAGS])}]`,
  `TaggedTemplateExpression > MemberExpression.tag[property.name=${oneOf(SQL_TAGS)}]`,
  `TaggedTemplateExpression > Identifier.tag[name=${oneOf(SQL_TAGS)}]`,
  `MemberExpression[object.name='Prisma'][property.name=${oneOf(['sql', 'raw', 'join', 'empty'])}]`,
  `MemberExpression[property.name=${oneOf(PRISMA_QUERIES)}] > MemberExpression.object[property.name=${oneOf(prismaModels)}]`,
].map((selector) => ({ selector, message: SQL_ONLY_IN_REPOSITORIES }));
// One audit writer (decision 025): only @ln/lifecycle's audit repository writes audit_log.
const AUDIT_WRITES = [
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'upsert',
  'delete',
  'deleteMany',
];
const ONE_AUDIT_WRITER =
  'Write audit entries with the one audit writer, audit.write(entry, tx) of @ln/lifecycle (decision 025).';
const oneAuditWriter = [
  `MemberExpression[property.name=${oneOf(AUDIT_WRITES)}] > MemberExpression.object[property.name='auditLog']`,
  `TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+audit_log\\b/i]`,
  `Literal[value=/\\b(insert\\s+into|update|delete\\s+from)\\s+audit_log\\b/i]`,
].map((selector) => ({ selector, message: ONE_AUDIT_WRITER }));

// The web takes the API's types from @ln/contracts (docs/conventions.md): a call's answer is
// never typed with a shape written at the call.
const API_TYPES_FROM_CONTRACTS =
  "Type the API's answer with its type from @ln/contracts; the web never re-declares API types.";
const apiTypesFromContracts = [
  {
    selector:
      "CallExpression[callee.object.name='api'] > TSTypeParameterInstantiation TSTypeLiteral",
    message: API_TYPES_FROM_CONTRACTS,
  },
];

// One set of guards and one list of role groups (decision 029): a route file never writes its
// own guard nor reads the caller past one, and nothing outside the contracts spells a role
// group out.
const oneRoleList = [
  {
    selector: 'ArrayExpression > Literal[value=/^(ADMIN|OPI_OP|MEIN_OP|AGENT)$/]',
    message: 'Spell a role group once: use ROLE_GROUPS of @ln/contracts (decision 029).',
  },
];
const oneGuardSet = [
  {
    selector:
      'Property[key.name="onRequest"] :matches(ArrowFunctionExpression, FunctionExpression)',
    message:
      'A route file never writes its own guard: name one of @ln/server (requireOwner takes the resource check).',
  },
  {
    selector: 'NewExpression[callee.name="ForbiddenError"]',
    message: 'A route file never writes its own guard: a 403 comes from a guard of @ln/server.',
  },
  {
    selector: 'TSNonNullExpression > MemberExpression[property.name="auth"]',
    message: 'Read the caller with actorOf(request) or profileActorOf(request).',
  },
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
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/lifecycle/src/audit.repository.ts',
      'packages/contracts/src/constants.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...oneAuditWriter, ...oneRoleList] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneAuditWriter,
        ...apiTypesFromContracts,
        ...oneRoleList,
      ],
    },
  },
  {
    // Every file of a service's modules but its repositories and tests (apps/*/src/modules:
    // profiles-api, users-api, and any service added beside them).
    files: ['apps/*/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneAuditWriter,
        ...sqlOnlyInRepositories,
        ...oneRoleList,
      ],
    },
  },
  {
    // A route file: the module rules above, and it writes no guard of its own.
    files: ['apps/*/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneAuditWriter,
        ...sqlOnlyInRepositories,
        ...oneRoleList,
        ...oneGuardSet,
      ],
    },
  },
  {
    // Command-line tools and benchmarks print their results.
    files: ['scripts/**', 'bench/**', 'seeds/src/cli.ts', 'packages/db/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
