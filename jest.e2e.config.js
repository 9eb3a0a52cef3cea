import base from './jest.config.js';

const server = base.projects.find((project) => project.displayName === 'server');

/** Browser journeys (`npm run test:e2e`): the built web app served by the real server, driven in Chromium. */
export default {
  ...server,
  displayName: 'e2e',
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
  // Three on two cores: a journey waits on its browser and its app in turn (the whole stage alone, on one
  // machine: 215 s with two workers, 191 s with three).
  maxWorkers: 3,
  // The browser stage keeps 1 GB: the 512 MB of the other stages was measured on the PGlite and PostgreSQL stages, not on this one.
  workerIdleMemoryLimit: '1GB',
};
