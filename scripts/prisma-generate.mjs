// Generates the Prisma client. Offline machines cannot download the schema engine that
// `prisma generate` looks for (and never runs), so a stub stands in when the download fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const prisma = fileURLToPath(new URL('../node_modules/prisma/build/index.js', import.meta.url));
const stub = fileURLToPath(new URL('./stubs/schema-engine', import.meta.url));

function generate(env) {
  return spawnSync(process.execPath, [prisma, 'generate'], { env, encoding: 'utf8' });
}

let run = generate({ ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' });
if (run.status !== 0 && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  run = generate({ ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', PRISMA_SCHEMA_ENGINE_BINARY: stub });
}
process.stdout.write(run.stdout ?? '');
if (run.status !== 0) {
  process.stderr.write(run.stderr ?? '');
  process.exit(run.status ?? 1);
}
