// After `npm install`: the Prisma client is generated code, made here rather than committed; the web
// app is built once here, so that the first `npm start` serves at once.
import { spawnSync } from 'node:child_process';
import { ensureWebBuild, hasWebSources } from './web-build.mjs';

const run = spawnSync(process.execPath, [new URL('./prisma-generate.mjs', import.meta.url).pathname], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
if (hasWebSources() && process.env.PARAPHE_SKIP_WEB_BUILD !== '1') ensureWebBuild();
