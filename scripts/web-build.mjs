// The built web app (dist/web) and whether it is older than its sources: `npm install` builds it once,
// `npm start` and the browser journeys rebuild it only when a source changed since.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const builtPage = (root) => join(root, 'dist/web/index.html');
const SOURCES = ['web/src', 'web/index.html', 'web/landing.html', 'web/vite.config.ts', 'web/public', 'lang', 'server/shared', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** True when the web sources are present (they are not in the Docker image's install layer). */
export function hasWebSources(root = projectRoot) {
  return existsSync(join(root, 'web/src'));
}

export function webBuildIsStale(root = projectRoot) {
  if (!existsSync(builtPage(root))) return true;
  const sources = SOURCES.map((path) => join(root, path)).filter(existsSync);
  return Math.max(...sources.map(newestChange)) > statSync(builtPage(root)).mtimeMs;
}

/** Builds the web app when it is missing or stale; exits the process with the build's status on failure. */
export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
