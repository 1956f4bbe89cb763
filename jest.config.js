const { jestModuleNameMapper } = require('./scripts/path-aliases.cjs');

// One Jest run covers the domain, the adapters, the apps over HTTP, the web app's components and
// the browser tests. testTimeout only works here, at the root.
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const aliases = jestModuleNameMapper();
// PGlite's CommonJS build uses dynamic import(): let SWC transform it (see DESIGN.md section 7).
const transformIgnorePatterns = ['/node_modules/(?!(@electric-sql/pglite[^/]*|jose)/)'];

module.exports = {
  // One worker per core rather than Jest's default of one fewer: on the 2-core CI machine that default
  // ran every suite in one process (in band), where the whole run took 65 minutes; two worker
  // processes take about 25 (most suites wait on HTTP, sockets and timers, not on the CPU).
  maxWorkers: '100%',
  // Two suites share two cores: a hook that starts the product and Chromium gets room to spare.
  testTimeout: 90000,
  globalSetup: '<rootDir>/test/global-setup.js',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/libs',
        '<rootDir>/apps/command-api',
        '<rootDir>/apps/query-api',
        '<rootDir>/apps/projectors',
        '<rootDir>/apps/worker',
        '<rootDir>/apps/server',
        '<rootDir>/test',
      ],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.(t|j|cj|mj)s$': swcServer },
      transformIgnorePatterns,
      moduleNameMapper: aliases,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swcWeb },
      moduleNameMapper: {
        '^.+/lib/env$': '<rootDir>/apps/web/src/lib/env.jest.ts',
        '\\.(css)$': '<rootDir>/apps/web/test/style-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/apps/web/test/setup.ts'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.(t|j|cj|mj)s$': swcServer },
      transformIgnorePatterns,
      moduleNameMapper: aliases,
    },
  ],
};
