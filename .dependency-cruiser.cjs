/**
 * Import boundaries, checked in `npm test` (npm run lint:deps):
 * - no import cycles anywhere (type-only imports included: a cycle of types is still a tangle);
 * - tests (*.test.ts) may use the whole app, so the layer rules do not apply to them (cycles still do);
 * - the server's layers point one way: app.ts -> modules -> http -> kernel -> platform -> db schema / config;
 * - a web feature uses another feature only through that feature's index.ts, never its internals;
 * - components/ui and lib know nothing of features;
 * - the operator console (apps/web/src/console) and the member app never import each other's code;
 * - the landers (apps/web/src/lander) stay lean: no features but pure rules, no app libraries, no zod schemas.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'server-platform-is-a-leaf',
      comment: 'platform/ holds adapters only: it knows nothing of the kernel, modules, http or the app.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(kernel|modules|http|seed)/|^apps/server/src/(app|main)\\.ts$' },
    },
    {
      name: 'server-kernel-below-modules',
      severity: 'error',
      from: { path: '^apps/server/src/kernel/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|http|seed)/|^apps/server/src/(app|main)\\.ts$' },
    },
    {
      name: 'server-http-below-modules',
      comment: 'http/ is cross-cutting request plumbing that modules use; it never reaches into a module.',
      severity: 'error',
      from: { path: '^apps/server/src/http/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|seed)/|^apps/server/src/(app|main)\\.ts$' },
    },
    {
      name: 'server-nothing-imports-the-app',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/main\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/(app|main)\\.ts$' },
    },
    {
      name: 'web-feature-internals',
      comment: 'A feature is used by others only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/.+', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'web-ui-knows-no-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-console-apart',
      comment: 'The operator console is its own build: the member app never imports it (its first load stays its own).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/console/' },
      to: { path: '^apps/web/src/console/' },
    },
    {
      name: 'web-console-uses-no-member-features',
      comment: 'The console uses lib/ and components/ only; member features stay with the member app.',
      severity: 'error',
      from: { path: '^apps/web/src/console/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-console-areas-apart',
      comment: 'A console area never reaches into another area; shared pieces live in console/ui.',
      severity: 'error',
      from: { path: '^apps/web/src/console/areas/([^/]+)/' },
      to: { path: '^apps/web/src/console/areas/([^/]+)/', pathNot: '^apps/web/src/console/areas/$1/' },
    },
    {
      name: 'web-lander-lean',
      comment: 'A lander is a lean page of its own (lander.html; first load at most 70 kB gzip): from its entry, no feature '
        + 'is reached but the pure rules it needs, nor the app, the console, the Bootstrap theme or the web modules that '
        + 'carry the app\'s libraries (router, query cache, i18n). Packages are left out of this graph: lander.test.tsx '
        + 'checks the landers\' own imports of them.',
      severity: 'error',
      from: { path: '^apps/web/src/lander/main\\.tsx$' },
      to: {
        reachable: true,
        path: ['^apps/web/src/(app|console|features|components/forms)/', '^apps/web/src/styles/theme\\.scss$',
          '^apps/web/src/components/ui/(Markdown|Menu)\\.tsx$', '^apps/web/src/lib/(i18n|route-context|api|answers)\\.ts$'],
        pathNot: ['^apps/web/src/features/shell/rules\\.ts$', '^apps/web/src/features/session/visitor-country\\.ts$'],
      },
    },
    {
      name: 'web-lander-no-schemas',
      comment: 'A lander uses the shared contracts for their types only: their zod schemas (and zod) stay out of its first load.',
      severity: 'error',
      from: { path: '^apps/web/src/lander/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/shared/src/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-lander-apart',
      comment: 'The member app never imports a lander\'s code (each page keeps its own first load).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lander/' },
      to: { path: '^apps/web/src/lander/' },
    },
    {
      name: 'shared-is-universal',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
