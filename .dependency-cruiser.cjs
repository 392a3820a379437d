// The package graph's rules (docs/ARCHITECTURE.md, "Packages"), checked by `pnpm lint`.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['(^|/)node_modules/', '(^|/)dist/', '^packages/db/src/generated/', '^\\.data/'],
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
