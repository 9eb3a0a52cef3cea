// A newcomer's first run, side by side with the way it was before the web app was built at install:
// the project's files copied to an empty folder, `npm install` (from this machine's npm cache, so
// the registry's download time is left out), then `npm start` until the landing page and /readyz
// answer, on a new embedded database. "Before": install without the web build
// (PARAPHE_SKIP_WEB_BUILD=1) and a first start that builds it. "Now": the install's web build, and a
// first start that serves at once. Memory is the server's resident set once it is ready.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { freePort } from './load';
import { SHORT, record } from './report';

const root = join(import.meta.dirname, '..');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function copyProject(): string {
  const target = mkdtempSync(join(tmpdir(), 'paraphe-first-run-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(target, file));
    } catch {
      // A tracked file deleted in the working tree: the copy follows the working tree.
    }
  }
  return target;
}

function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stderr}`);
  return performance.now() - started;
}

/** Resident memory of the server process (`npm start`'s node child, or the process itself), in MB. */
function serverMemory(npmStart: ChildProcess): number {
  const descendants = (pid: number): number[] => {
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  };
  const rss = [npmStart.pid!, ...descendants(npmStart.pid!)].map((pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  });
  return Math.max(0, ...rss) / 1024;
}

async function firstStart(cwd: string, command = ['npm', 'start', '--silent']): Promise<{ ms: number; memoryMb: number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-first-run-data-'));
  const started = performance.now();
  const server = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = started + 10 * 60_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error('the server did not answer within 10 minutes');
      if (server.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${server.exitCode}`);
      const ready = await Promise.all([fetch(`http://127.0.0.1:${port}/readyz`), fetch(`http://127.0.0.1:${port}/`)])
        .then((answers) => answers.every((answer) => answer.ok))
        .catch(() => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { ms, memoryMb: serverMemory(server) };
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function run(): Promise<void> {
  if (SHORT) {
    // The check that it runs: both server processes of this working tree, without the copy and its install.
    await compareProcesses(root);
    return;
  }
  const project = copyProject();
  try {
    const install = timed('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], project, { PARAPHE_SKIP_WEB_BUILD: '1' });
    const before = await firstStart(project);
    rmSync(join(project, 'dist'), { recursive: true, force: true });
    const webBuild = timed(process.execPath, ['scripts/postinstall.mjs'], project);
    const now = await firstStart(project);
    const second = await firstStart(project);
    console.log('| step | before | now |');
    console.log('| --- | --- | --- |');
    console.log(`| npm install (warm npm cache) | ${seconds(install)} | ${seconds(install + webBuild)} |`);
    console.log(`| first npm start, to landing page and /readyz | ${seconds(before.ms)} | ${seconds(now.ms)} |`);
    console.log(`| install + first start | ${seconds(install + before.ms)} | ${seconds(install + webBuild + now.ms)} |`);
    console.log(`| next npm start | | ${seconds(second.ms)} |`);
    console.log(`| server memory once ready (RSS) | ${before.memoryMb.toFixed(0)} MB | ${now.memoryMb.toFixed(0)} MB |`);
    console.log(`first start now / before: ${(now.ms / before.ms).toFixed(2)}`);
    record({ name: 'install + first npm start', value: (install + webBuild + now.ms) / 1000, unit: 's' });
    record({ name: 'next npm start', value: second.ms / 1000, unit: 's' });
    console.log('');
    await compareProcesses(project);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** The production image's process, compiled JavaScript, against the same sources run through tsx. */
async function compareProcesses(project: string): Promise<void> {
  const compile = timed('npm', ['run', 'build:server', '--silent'], project);
  const throughTsx = await firstStart(project, [process.execPath, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts']);
  const compiled = await firstStart(project, [process.execPath, ...SERVER_NODE_FLAGS, 'server-dist/main.js']);
  console.log('| server process, new embedded database, to landing page and /readyz | start | memory once ready (RSS) |');
  console.log('| --- | --- | --- |');
  console.log(`| node ${SERVER_NODE_FLAGS.join(' ')} --import tsx server/main.ts | ${seconds(throughTsx.ms)} | ${throughTsx.memoryMb.toFixed(0)} MB |`);
  console.log(
    `| node ${SERVER_NODE_FLAGS.join(' ')} server-dist/main.js (npm run build:server: ${seconds(compile)}) | ${seconds(compiled.ms)} | ${compiled.memoryMb.toFixed(0)} MB |`,
  );
  record({ name: 'compiled server: first start', value: compiled.ms / 1000, unit: 's' });
  record({ name: 'compiled server: memory once ready (RSS)', value: compiled.memoryMb, unit: 'MB' });
  console.log(`compiled start / tsx start: ${(compiled.ms / throughTsx.ms).toFixed(2)}, memory ${(compiled.memoryMb / throughTsx.memoryMb).toFixed(2)}`);
}
