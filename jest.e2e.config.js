import base from './jest.config.js';

const server = base.projects.find((project) => project.displayName === 'server');

/** Browser journeys (`npm run test:e2e`): the built web app served by the real server, driven in Chromium. */
export default {
  ...server,
  displayName: 'e2e',
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
  maxWorkers: 2,
  // The browser stage keeps 1 GB: the 512 MB of the other stages was measured on the PGlite and PostgreSQL stages, not on this one.
  workerIdleMemoryLimit: '1GB',
};
