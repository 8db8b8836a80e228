// The server's import rules (npm run lint): no cycles (../../.dependency-cruiser.base.cjs), and the
// layers in order: lib/, db/ and plugins/ below modules/; request-context.ts, the contracts between
// plugins and modules, a leaf (docs/ARCHITECTURE.md, issue 23); a module reaches another through
// its service, never its repository (modules/README.md, issue 30).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: '../../.dependency-cruiser.base.cjs',
  forbidden: [
    {
      name: 'plugins-below-modules',
      comment: 'Plugins depend on request-context.ts contracts, never on a module.',
      severity: 'error',
      from: { path: '^src/(plugins|lib|db)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'lib-is-the-base',
      comment: 'lib/ knows nothing of the database, the plugins or the modules.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(db|plugins|modules|ops)/' },
    },
    {
      name: 'db-below-the-app',
      comment: 'db/ is below plugins and modules.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(plugins|modules|ops)/' },
    },
    {
      name: 'request-context-is-a-leaf',
      comment: 'request-context.ts imports nothing of the app but the schema row types.',
      severity: 'error',
      from: { path: '^src/request-context\\.ts$' },
      to: { path: '^src/', pathNot: '^src/db/schema/' },
    },
    {
      name: 'modules-meet-through-services',
      comment:
        'A module reaches another through its service (ctx.service), never its repository. The content and activity repositories are excepted: every editorial transaction holds them beside its own (the content version bump and pg_notify, the activity row: ADR 007).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: ['^src/modules/$1/', '^src/modules/(content|activity)/'],
      },
    },
    {
      name: 'tests-stay-out-of-the-app',
      comment: 'Only tests import test support.',
      severity: 'error',
      from: { pathNot: '\\.test\\.ts$|\\.test-support\\.ts$|^src/test/' },
      to: { path: '\\.test-support\\.ts$|^src/test/' },
    },
  ],
  options: {
    exclude: { path: '\\.test\\.ts$' },
  },
};
