// Every package in the lock file must run on the oldest Node the project declares
// (package.json "engines"), so that README's requirement is true and `npm install` warns of nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const oldest = semver.minVersion(root.engines.node);

const misfits = Object.entries(lock.packages)
  .filter(([path, entry]) => path && entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
  .map(([path, entry]) => `  ${path.replace(/^node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`);

if (misfits.length > 0) {
  console.error(`These packages do not support Node ${oldest} (package.json engines: ${root.engines.node}):\n${misfits.join('\n')}`);
  process.exit(1);
}
console.log(`Every locked package runs on Node ${oldest}.`);
