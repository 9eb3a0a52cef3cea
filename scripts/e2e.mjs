// `npm run test:e2e`: the browser journeys in Debian's Chromium, against the web app built from the
// current sources (rebuilt first only when a source is newer than the build).
import { spawnSync } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const run = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--config', 'jest.e2e.config.js', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
