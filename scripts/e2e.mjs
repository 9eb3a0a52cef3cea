// `npm run test:e2e`: builds the web app, then runs the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';

const step = (command, args) => {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};
step('npm', ['run', 'build', '--silent']);
step(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--config', 'jest.e2e.config.js', ...process.argv.slice(2)]);
