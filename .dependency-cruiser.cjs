// The package graph's rules (docs/ARCHITECTURE.md, "Packages") and the module shape inside
// each service (decision 031), checked by `pnpm lint`.

// A module of a service: apps/<service>/src/modules/<module>/ (profiles-api, users-api, and
// any service added beside them).
const MODULE = '^apps/[^/]+/src/modules/';
// The database as a dependency: @ln/db (the client, Prisma's namespace, the migrations), and
// the drivers under it.
const DATABASE = ['^packages/db/', '(^|/node_modules/)(pg|pg-[^/]+|@prisma/[^/]+)(/|$)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: modules that cannot be understood, tested or loaded one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-below-apps-and-seeds',
      severity: 'error',
      comment:
        'packages/ are the libraries the apps and the seed build on: they never import an app or ' +
        'the seed, not even in their tests. packages/testing, the test harness above them all, ' +
        'is the one exception.',
      from: { path: '^packages/(?!testing/)' },
      to: { path: '^(apps|seeds)/' },
    },
    {
      name: 'seeds-below-apps',
      severity: 'error',
      comment: 'The seed fills the database through @ln/db; it never imports an app.',
      from: { path: '^seeds/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment:
        'An app never imports another app; what two apps share lives in packages/. Tests that ' +
        'need several apps running take them from packages/testing.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment: 'packages/testing starts whole services: only tests and their helpers import it.',
      from: {
        pathNot: ['\\.test\\.tsx?$', '/testing/', '^tests/', '(^|/)vitest\\.config\\.ts$'],
      },
      to: { path: '^packages/testing/' },
    },
    {
      name: 'module-routes-know-no-database',
      severity: 'error',
      comment:
        'A route file takes its service and calls it: it never imports a repository or the ' +
        'database, not even for a type (decision 031, routes → service → repository).',
      from: { path: `${MODULE}.+\\.routes\\.ts$` },
      to: { path: ['\\.repository\\.ts$', ...DATABASE] },
    },
    {
      name: 'module-services-take-only-db-types',
      severity: 'error',
      comment:
        'A service (and a worker, and the pure functions of a module) gets its repositories and ' +
        'the transaction runner from the composition root: from @ln/db it imports types only ' +
        '(Tx, TxRunner), never the client, Prisma or a driver (decision 031).',
      from: { path: `${MODULE}.+\\.(service|worker|fns)\\.ts$` },
      to: { path: DATABASE, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      // The workspace's own node_modules folders are not sources to cruise; the root one stays
      // in the graph (unfollowed) so a rule can name an npm package (DATABASE above).
      path: [
        '^(apps|packages)/[^/]+/node_modules/',
        '^(seeds|bench)/node_modules/',
        '^(apps|packages)/[^/]+/dist/',
        '^packages/db/src/generated/',
        '^\\.data/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
