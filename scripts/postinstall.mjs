// After `npm install`: the Prisma client is generated code, made here rather than committed.
import { spawnSync } from 'node:child_process';

const run = spawnSync(process.execPath, [new URL('./prisma-generate.mjs', import.meta.url).pathname], { stdio: 'inherit' });
process.exit(run.status ?? 1);
