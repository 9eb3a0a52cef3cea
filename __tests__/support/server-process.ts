import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteTemplate } from './database';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Ends the process (SIGTERM unless told otherwise) and removes its data folder. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * One real server process (`node --import tsx server/main.ts`, or with `compiled` the production
 * build's `node server-dist/main.js`), resolved with its URL once it listens. Without DATABASE_URL or
 * DATA_DIR in `env` it runs on its own embedded database in a fresh folder, a copy of the migrated template.
 */
export function startServerProcess(env: Record<string, string>, { compiled = false } = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-proc-'));
  if (!env.DATABASE_URL && !env.DATA_DIR && process.env.PARAPHE_TEST_PGLITE_TEMPLATE) copyPgliteTemplate(join(dataDir, 'pglite'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, compiled ? ['server-dist/main.js'] : ['--import', 'tsx', 'server/main.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: '1'.repeat(64),
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
      child.off('exit', onEarlyExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    };
    let output = '';
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Paraphe: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    function onEarlyExit(code: number | null) {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited with ${code}:\n${output}`));
    }
    child.once('exit', onEarlyExit);
  });
}
