// The built web app (dist/web) and whether it is older than its sources: `npm install` builds it once,
// `npm start` and the browser journeys rebuild it only when a source changed since. A source rewritten
// with the same content (as `npm run generate` rewrites the Relay artifacts) is no change: past the
// modification times, the build's record of its sources' content decides.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const builtPage = (root) => join(root, 'dist/web/index.html');
const builtFrom = (root) => join(root, 'dist/web/.sources-sha256');
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

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

/** SHA-256 of every source file's path and content. */
function sourcesDigest(root) {
  const hash = createHash('sha256');
  for (const file of SOURCES.map((path) => join(root, path))
    .filter(existsSync)
    .flatMap(filesUnder)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Records the content the build was made from, after a build. */
export function recordWebBuild(root = projectRoot) {
  writeFileSync(builtFrom(root), sourcesDigest(root));
}

export function webBuildIsStale(root = projectRoot) {
  if (!existsSync(builtPage(root))) return true;
  const sources = SOURCES.map((path) => join(root, path)).filter(existsSync);
  if (Math.max(...sources.map(newestChange)) <= statSync(builtPage(root)).mtimeMs) return false;
  return !existsSync(builtFrom(root)) || readFileSync(builtFrom(root), 'utf8') !== sourcesDigest(root);
}

/** Builds the web app when it is missing or stale; exits the process with the build's status on failure. */
export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordWebBuild();
}
