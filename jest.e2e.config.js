import base from './jest.config.js';

const server = base.projects.find((project) => project.displayName === 'server');

/** Browser journeys (`npm run test:e2e`): the built web app served by the real server, driven in Chromium. */
export default {
  ...server,
  displayName: 'e2e',
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
  // Two on two cores. Three gained a little where the machine was quiet (the whole stage alone: 215 s with
  // two workers, 191 s with three), but on a slower, busier 2-core machine three journeys each driving
  // Chromium and its app overran their 60-second timeouts (three journeys in one run); two leave each a core.
  maxWorkers: 2,
  // The browser stage keeps 1 GB: the 512 MB of the other stages was measured on the PGlite and PostgreSQL stages, not on this one.
  workerIdleMemoryLimit: '1GB',
};
