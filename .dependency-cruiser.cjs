/**
 * The module boundaries of DESIGN.md, checked on every `npm test` (npm run lint:boundaries).
 * test/boundaries/boundaries.spec.ts proves each rule bites on a fixture that breaks it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      from: { path: '^(apps|libs)/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-itself',
      severity: 'error',
      comment: 'libs/domain is pure: no framework, driver or other part of the product; only data packages (word lists) and test tools.',
      from: { path: '^libs/domain/' },
      to: {
        pathNot: ['^libs/domain/', '^node_modules/(email-providers|disposable-email-domains|fast-check)/'],
      },
    },
    {
      name: 'no-app-imports-another-app',
      severity: 'error',
      comment: 'Each app runs alone; what two apps share lives in a library. apps/server is the one-process host that composes them.',
      from: { path: '^apps/([^/]+)/', pathNot: '^apps/server/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'libraries-through-their-entry',
      severity: 'error',
      comment:
        "Outside a library, only its public entries are imported (index.ts; the engine's search.ts, its search without its language models), so its insides can change freely.",
      from: { path: '^(apps|libs)/', pathNot: ['^libs/(domain|insights|ingestion)/'] },
      to: {
        path: '^libs/(domain|insights|ingestion)/src/.+',
        pathNot: ['^libs/(domain|insights|ingestion)/src/index\\.ts$', '^libs/insights/src/search\\.ts$'],
      },
    },
    {
      name: 'libraries-through-their-entry-between-libraries',
      severity: 'error',
      comment: 'One library reaches another only through its public entry.',
      from: { path: '^libs/([^/]+)/' },
      to: { path: '^libs/(domain|insights|ingestion)/src/.+', pathNot: ['^libs/$1/', '^libs/(domain|insights|ingestion)/src/index\\.ts$'] },
    },
    {
      name: 'infrastructure-through-its-entries',
      severity: 'error',
      comment:
        'Outside libs/infrastructure, only its entries are imported: the root (createInfrastructure) and one index.ts per area (http, event-store, processors, ...); tests may import the contract suites they run.',
      from: { path: '^(apps|libs|test)/', pathNot: ['^libs/infrastructure/'] },
      to: { path: '^libs/infrastructure/src/.+', pathNot: ['^libs/infrastructure/src/(index|[^/]+/index)\\.ts$', '\\.contract\\.ts$'] },
    },
    {
      name: 'insight-engine-layers',
      severity: 'error',
      comment:
        'In the insight engine, numbers, text, vectors and the model sit below clustering, scoring and the pipeline, never the other way round.',
      from: { path: '^libs/insights/src/(numbers|text|representation|model)/' },
      to: { path: '^libs/insights/src/(clustering|scoring|pipeline|sentiment|survey|llm|metrics|cli)/' },
    },
    {
      name: 'web-features-stay-apart',
      severity: 'error',
      comment: 'A web feature never imports another feature (bulletproof-react zones); shared pieces live in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '(^|/)node_modules/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
