const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'es6' } },
];

/**
 * Web components compile as Vite compiles them: Babel with babel-plugin-relay, whose `graphql` tags
 * become imports of the committed artifacts in web/src/__generated__.
 */
const babel = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-env', { targets: { node: 'current' } }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
    ],
    plugins: [['relay', { artifactDirectory: './web/src/__generated__', eagerEsModules: true }]],
  },
];

/** Options every project shares: ES modules (`npm test` runs node with --experimental-vm-modules). */
const shared = {
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transformIgnorePatterns: ['/node_modules/'],
};

/** @type {import('jest').Config} */
export default {
  // Run-wide options (Jest reads them from here, not from the projects).
  testTimeout: 30000,
  maxWorkers: 2,
  // ES-module test files leave their module graphs in the worker, and every garbage collection walks them:
  // past this size a worker is replaced between files. Measured on the PGlite stage (2 cores, one run each):
  // 256 MB 632 s, 512 MB 565 s, 1 GB 669 s, 4 GB 859 s. The PostgreSQL stage (three workers, alternating runs):
  // 166 and 171 s at 512 MB, 178 and 167 s at 1 GB.
  workerIdleMemoryLimit: '512MB',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/support/global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/support/global-teardown.ts',
    },
    {
      // Web logic that needs no DOM (e.g. locating excerpts in pdf.js text): node, no test database.
      ...shared,
      displayName: 'web-node',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/__tests__/web/**/*.test.ts'],
    },
    {
      // Component tests: jsdom, the Relay network mocked by relay-test-utils, no test database.
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/__tests__/support/web-environment.ts',
      transform: { '^.+\\.(t|j)sx?$': babel },
      testMatch: ['<rootDir>/__tests__/web/**/*.test.tsx'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.css$': '<rootDir>/__tests__/support/style-stub.ts',
        '^virtual:paraphe-messages$': '<rootDir>/__tests__/support/message-chunks.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/web-setup.ts'],
    },
  ],
};
