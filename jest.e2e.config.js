import base from './jest.config.js';

/** Browser journeys (`npm run test:e2e`): the built web app served by the real server, driven in Chromium. */
export default {
  ...base,
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
  maxWorkers: 1,
};
