// `npm start`: serves everything on one port, building the web app first only if `npm install` could
// not (or a source changed since).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
