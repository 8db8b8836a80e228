// The web app's import rules (npm run lint): no cycles (../../.dependency-cruiser.base.cjs); lib/ below
// everything; the application (app/) and the server renderer (ssr/) apart; reader code never
// imports the back-office (docs/ARCHITECTURE.md, issue 23).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: '../../.dependency-cruiser.base.cjs',
  forbidden: [
    {
      name: 'app-not-ssr',
      comment: 'The browser application does not import the server renderer.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/ssr/' },
    },
    {
      name: 'lib-is-below',
      comment: 'lib/ holds what every layer shares; it imports no layer above it.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|ssr|features|islands|components)/' },
    },
    {
      name: 'reader-not-back-office',
      comment:
        'Reader code (islands, ssr, components, reader features) never imports the back-office.',
      severity: 'error',
      from: { path: '^src/(islands|ssr|components|lib|features/(?!admin/))' },
      to: { path: '^src/features/admin/' },
    },
    {
      name: 'features-apart',
      comment:
        'A feature (reader, auth, tenant, admin) imports no other feature: what two share lives in components/ or lib/, and app/, ssr/ and islands/ put features together.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'admin-areas-share-through-api',
      comment:
        "Inside the back-office an area imports shared/ and shell/, and of another area only its api/ (its queries) and entry/ (a small component that lazy-loads the area's chunk where another area opens it, e.g. Send as newsletter in Articles); a component two areas use lives in shared/components.",
      severity: 'error',
      from: { path: '^src/features/admin/([^/]+)/' },
      to: {
        path: '^src/features/admin/',
        pathNot: [
          '^src/features/admin/$1/',
          '^src/features/admin/(shared|shell)/',
          '^src/features/admin/[^/]+/api/',
          '^src/features/admin/[^/]+/entry/',
        ],
      },
    },
  ],
  options: {
    exclude: { path: '\\.test\\.tsx?$|__tests__' },
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
