// Two instances behind the load balancer against one: the web app's persisted documents list (cookie, 50 rows of
// 50,000 documents) through nginx to one compiled server process, then to two, on one PostgreSQL database. Both sides go
// through the same nginx (one worker), so the figure is the scaling factor of adding an instance on this machine; on a
// 2-core machine nginx, autocannon and the instances share the two cores. PostgreSQL and nginx only.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { benchMember, freePort, load, persistedBody, seedDocuments, startBenchApp, summarize } from './load';
import { record, sized } from './report';

const DOCUMENTS = sized(50_000, 2_000);
const ROUNDS = sized(3, 1);
const SECONDS = sized(5, 1);
const root = join(import.meta.dirname, '..');

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** nginx in the foreground with its files in `dir`: `one` sends every request to the first instance, `two` spreads them. */
function nginxConfig(dir: string, ports: { one: number; two: number }, instances: number[]): string {
  const upstream = (name: string, servers: number[]) => `upstream ${name} { ${servers.map((port) => `server 127.0.0.1:${port};`).join(' ')} keepalive 64; }`;
  const server = (port: number, name: string) =>
    `server { listen 127.0.0.1:${port}; location / { proxy_pass http://${name}; proxy_http_version 1.1; proxy_set_header Connection ""; } }`;
  return `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${upstream('one', instances.slice(0, 1))}
  ${upstream('two', instances)}
  ${server(ports.one, 'one')}
  ${server(ports.two, 'two')}
}
`;
}

export default async function run(): Promise<void> {
  const nginx = ['nginx', '/usr/sbin/nginx'].find((command) => spawnSync(command, ['-v']).status === 0);
  if (!process.env.DATABASE_URL || !nginx) {
    console.log(`skipped: this benchmark needs ${process.env.DATABASE_URL ? '' : 'DATABASE_URL (PostgreSQL)'}${nginx ? '' : ' nginx (apt-get install nginx)'}`);
    return;
  }
  const seeded = await startBenchApp('paraphe_bench_scaling', { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example' });
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'paraphe-scaling-'));
  try {
    const member = await benchMember(seeded.app.services, seeded.config);
    await seedDocuments(seeded.app.services, member.organizationId, DOCUMENTS, 200);
    // The production image's process: compiled JavaScript, same database and secrets as the seeding app.
    execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: root, stdio: 'ignore' });
    const instances = [await freePort(), await freePort()];
    for (const port of instances) {
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server-dist/main.js'], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://paraphe.example',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, `data-${port}`),
          DATABASE_URL: seeded.config.DATABASE_URL!,
          SESSION_SECRET: seeded.config.SESSION_SECRET,
          ENCRYPTION_KEY: seeded.config.ENCRYPTION_KEY,
          JOBS_ENABLED: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      children.push(child);
      await until(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, `the instance on port ${port}`);
    }
    const ports = { one: await freePort(), two: await freePort() };
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, ports, instances));
    const balancer = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    children.push(balancer);
    await until(async () => (await fetch(`http://127.0.0.1:${ports.two}/healthz`)).ok, 'nginx');

    const list = persistedBody('DocumentListPaginationQuery', { count: 50, cursor: null });
    const through = (port: number) => () => load(`http://127.0.0.1:${port}/graphql`, 'POST', member.cookie, list, SECONDS);
    const answer = await (await fetch(`http://127.0.0.1:${ports.two}/graphql`, { method: 'POST', headers: member.cookie, body: list })).json();
    if (answer.errors || !answer.data) throw new Error(`the list failed: ${JSON.stringify(answer).slice(0, 300)}`);
    await through(ports.one)();
    await through(ports.two)();
    const one = [];
    const two = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      one.push(await through(ports.one)());
      two.push(await through(ports.two)());
    }
    const [single, pair] = [summarize(one), summarize(two)];
    const factor = pair.rps / single.rps;
    console.log(`persisted DocumentListPaginationQuery(count: 50), session cookie, through nginx (20 connections, ${ROUNDS} × ${SECONDS} s alternating):`);
    console.log(`  one instance   ${single.rps.toFixed(0).padStart(6)} req/s  p99 ${single.p99} ms  errors ${single.errors}`);
    console.log(`  two instances  ${pair.rps.toFixed(0).padStart(6)} req/s  p99 ${pair.p99} ms  errors ${pair.errors}`);
    console.log(`  scaling factor ${factor.toFixed(2)}`);
    record({ name: 'documents list through nginx: two instances / one', value: factor, unit: '×' });
    record({ name: 'documents list through nginx, two instances', value: pair.rps, unit: 'req/s' });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await seeded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
