// The layers of the code, enforced (decision 0202): `npm run lint` fails on an import cycle (type-only imports
// included) and on an import against the layers below. Each rule's comment says why; an exception is written
// here, with its reason, never as a weaker rule.
//
//   contract/            shared by the app and the service: no DOM, no Node, no app or service code
//   src/  config, api  →  components/ui  →  i18n  →  components  →  features/shared  →  features/*  →  app  →  main.tsx
//   server/  engine (data for it: server/data)  ←  http, gateway  ←  app.ts, index.ts, workers.ts
//   tests/, e2e/, bench/, scripts/ use the code; the code never uses them
/** Test files may reach across layers (a test of the catalogues reads every feature's words); never into a cycle. */
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle (a type-only one too): the files cannot be understood, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment:
        'contract/ is read by the browser and the service alike: it imports neither of them, nor Node modules.',
      from: { path: '^contract/', pathNot: TESTS },
      to: { path: '^(src|server|tests|e2e|bench|scripts)/|^node:', dependencyTypesNot: ['npm'] },
    },
    {
      name: 'contract-no-node-builtins',
      severity: 'error',
      comment: 'contract/ runs in the browser too: no Node built-in modules.',
      from: { path: '^contract/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-code-uses-no-tests',
      severity: 'error',
      comment:
        'Test helpers (fixture databases, MSW handlers, factories) live with the tests, and the code never imports them. ' +
        'One exception: src/main.tsx starts MSW in `vite --mode mock` only, by a dynamic import the build leaves out.',
      from: { path: '^(contract|src|server)/', pathNot: [TESTS, '^src/main\\.tsx$'] },
      to: { path: '^(tests|e2e|bench)/|\\.test\\.tsx?$' },
    },
    {
      name: 'main-mock-only',
      severity: 'error',
      comment: 'src/main.tsx may load tests/msw/browser only, and only with a dynamic import (mock mode).',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^(tests|e2e|bench)/', pathNot: '^tests/msw/browser\\.ts$' },
    },
    {
      name: 'main-mock-dynamic',
      severity: 'error',
      comment:
        'src/main.tsx loads the mock service worker with a dynamic import, so the build leaves it out.',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^tests/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'spa-not-server',
      severity: 'error',
      comment: 'The browser app talks to the service over HTTP only; the service never imports the app.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-spa',
      severity: 'error',
      comment: 'The service never imports the browser app.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      comment:
        'src/app composes the features (routes, frame, providers); a feature that imports it goes upward. ' +
        'What a feature needs from there belongs in a lower layer (src/api, src/components, src/config, src/i18n).',
      from: { path: '^src/features/' },
      to: { path: '^src/(app/|main\\.tsx)' },
    },
    {
      name: 'lower-layers-not-features',
      severity: 'error',
      comment: 'src/api, src/config, src/components and src/i18n are below the features and the app.',
      from: { path: '^src/(api|config|components|i18n)/', pathNot: TESTS },
      to: { path: '^src/(features|app)/|^src/main\\.tsx$' },
    },
    {
      name: 'ui-primitives-without-words',
      severity: 'error',
      comment:
        'src/components/ui holds primitives without words (i18n builds its links on them); components that speak sit one level up.',
      from: { path: '^src/(api|config|components/ui)/' },
      to: { path: '^src/(i18n|components/[^/]+\\.tsx?$)' },
    },
    {
      name: 'shared-uses-no-feature',
      severity: 'error',
      comment:
        'src/features/shared is the layer every feature shows programs with (formats, labels, facts, states); it imports no feature.',
      from: { path: '^src/features/shared/' },
      to: { path: '^src/features/(?!shared/)' },
    },
    {
      name: 'search-feature-direction',
      severity: 'error',
      comment:
        "The results page (search) shows the shortlist's ticks and the fact filters: search may use shortlist and filters, " +
        'and shared; no other feature (decision 0202).',
      from: { path: '^src/features/search/' },
      to: { path: '^src/features/(?!search/|shared/|shortlist/|filters/)' },
    },
    {
      name: 'program-feature-direction',
      severity: 'error',
      comment:
        "The program page shows the shortlist's ticks: program may use shortlist and shared (decision 0202).",
      from: { path: '^src/features/program/' },
      to: { path: '^src/features/(?!program/|shared/|shortlist/)' },
    },
    {
      name: 'shortlist-feature-direction',
      severity: 'error',
      comment:
        "The shortlist's bar leads to compare in compare's words: shortlist may use compare and shared (decision 0202).",
      from: { path: '^src/features/shortlist/' },
      to: { path: '^src/features/(?!shortlist/|shared/|compare/)' },
    },
    {
      name: 'features-not-sideways',
      severity: 'error',
      comment:
        'Any other feature (compare, filters, a new one) uses only itself and src/features/shared. A new direction is ' +
        'a decision: write it in decision 0202 and here.',
      from: { path: '^src/features/([^/]+)/', pathNot: '^src/features/(search|program|shortlist|shared)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/shared/'] },
    },
    {
      name: 'engine-not-http',
      severity: 'error',
      comment:
        'The engine answers searches; how they arrive (HTTP, workers, the gateway) is above it. It never imports server/http, the gateway or the process that starts them.',
      from: { path: '^server/engine/' },
      to: { path: '^server/(http|gateway)/|^server/(app|index|workers|config)\\.ts$' },
    },
    {
      name: 'data-build-not-http',
      severity: 'error',
      comment: 'The data build writes the database; it never imports the service around it.',
      from: { path: '^server/data/' },
      to: { path: '^server/(http|gateway)/|^server/(app|index|workers)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage|test-results|playwright-report|\\.cache)/' },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
