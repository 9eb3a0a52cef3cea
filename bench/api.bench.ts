// What a signed-in request costs, in production mode, each figure against a baseline in the same run
// (rounds alternate, so a change in the machine's load weighs on both sides):
// - the web app's persisted `PublicLayoutQuery` with a session cookie against the same query for a visitor;
// - the web app's persisted `DocumentListPaginationQuery(count: 50)` over 50,000 documents, with the
//   session cookie and with an API key, and REST `GET /api/v1/documents?limit=50` with the key, against a
//   raw `pg` server in its own process (the same cookie or key check, one SQL statement, the same JSON,
//   checked equal before the runs) — PostgreSQL only; the cookie
//   run also measures Yoga + graphql-jit alone over the same statement (yoga-floor-server.ts), which splits
//   the gap into what GraphQL through Yoga costs and what Paraphe's own pipeline costs;
// - REST `GET /api/v1/documents/{id}` against the persisted `DocumentPanelQuery`, both with an API key.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { receiveApiDocument } from '../server/documents/receive-api-document';
import { JSON_POST, benchMember, load, persistedBody, persistedText, seedDocuments, startBenchApp, summarize, type LoadResult } from './load';
import { SHORT, record, sized } from './report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(3, 1));
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(5, 1));
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? sized(50_000, 2_000));

export default async function run(): Promise<void> {
  const { app, url, config, stop } = await startBenchApp('paraphe_bench_api', { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example' });
  const baselines: ChildProcess[] = [];
  try {
    const { services } = app;
    const { organizationId, userId, cookie, apiKey } = await benchMember(services, config);
    const viewer = { userId, organizationId, role: 'ADMIN' as const, sessionId: null, aal: 1 as const, locale: 'fr' as const };
    const graphqlUrl = `${url}/graphql`;
    const answer = async (headers: Record<string, string>, body: string) => (await fetch(graphqlUrl, { method: 'POST', headers, body })).json();

    const line = (name: string, result: LoadResult, cpuUs: number, mainUs: number) =>
      `  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${String(result.p99).padStart(4)} ms  errors ${result.errors}  CPU ${cpuUs.toFixed(0).padStart(5)} µs/req (main thread ${mainUs.toFixed(0)})`;
    /**
     * Alternating rounds of each side; prints the throughput, the serving process's CPU time per request
     * (steadier than throughput on a busy machine) and the ratios of the first side to the second.
     */
    async function compare(title: string, target: number, sides: Array<{ name: string; run: () => Promise<LoadResult>; cpu: () => Cpu }>) {
      // Warm-up (compiled queries, V8, the pools), but in the short run, whose figures are not read.
      if (!SHORT) for (const side of sides) await side.run();
      const rounds: Array<Array<{ result: LoadResult; cpuUs: Cpu }>> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const results: Array<{ result: LoadResult; cpuUs: Cpu }> = [];
        for (const side of sides) {
          const before = side.cpu();
          const result = await side.run();
          const after = side.cpu();
          const requests = Math.max(1, result.rps * SECONDS);
          results.push({ result, cpuUs: { total: (after.total - before.total) / requests, main: (after.main - before.main) / requests } });
        }
        rounds.push(results);
      }
      const results = sides.map((_, index) => summarize(rounds.map((round) => round[index].result)));
      const mean = (index: number, part: keyof Cpu) => rounds.reduce((sum, round) => sum + round[index].cpuUs[part], 0) / ROUNDS;
      const cpu = sides.map((_, index) => mean(index, 'total'));
      console.log(`${title} (20 connections, ${ROUNDS} × ${SECONDS} s alternating):`);
      sides.forEach((side, index) => console.log(line(side.name, results[index], cpu[index], mean(index, 'main'))));
      const perRound = rounds.map((round) => (round[0].result.rps / round[1].result.rps).toFixed(2)).join(', ');
      const ratio = results[0].rps / results[1].rps;
      console.log(`  ratio ${ratio.toFixed(2)} (rounds ${perRound}; target ≥ ${target}); CPU per request ratio ${(cpu[1] / cpu[0]).toFixed(2)}`);
      record({ name: `${title}: ${sides[0].name} / ${sides[1].name}`, value: ratio, unit: '×', target: `≥ ${target}`, met: ratio >= target });
      // A third side is a floor between the two: where the first side's cost goes, without a target.
      if (sides[2]) {
        for (const [over, under] of [
          [0, 2],
          [2, 1],
        ]) {
          const split = results[over].rps / results[under].rps;
          console.log(`  ${sides[over].name} / ${sides[under].name}: ${split.toFixed(2)}; CPU per request ratio ${(cpu[under] / cpu[over]).toFixed(2)}`);
          record({ name: `${title}: ${sides[over].name} / ${sides[under].name}`, value: split, unit: '×' });
        }
      }
    }
    const post = (headers: Record<string, string>, body: string) => () => load(graphqlUrl, 'POST', headers, body, SECONDS);
    const appCpu = () => processCpu(process.pid);

    const layout = persistedBody('PublicLayoutQuery');
    const signedIn = await answer(cookie, layout);
    if (signedIn.data?.viewer?.user?.fullName !== 'Bench') throw new Error(`signed-in PublicLayoutQuery failed: ${JSON.stringify(signedIn).slice(0, 300)}`);
    await compare('persisted PublicLayoutQuery', 0.7, [
      { name: 'signed in (session cookie)', run: post(cookie, layout), cpu: appCpu },
      { name: 'visitor', run: post(JSON_POST, layout), cpu: appCpu },
    ]);

    if (process.env.DATABASE_URL) {
      await seedDocuments(services, organizationId, DOCUMENTS, 200);
      const env = { DATABASE_URL: config.DATABASE_URL!, SESSION_SECRET: config.SESSION_SECRET };
      const rawServer = await startBaseline('raw-list-server.ts', env);
      const floorServer = await startBaseline('yoga-floor-server.ts', env);
      baselines.push(rawServer.process, floorServer.process);
      const rawUrl = `${rawServer.url}/documents`;
      const floorUrl = `${floorServer.url}/graphql`;
      const list = persistedBody('DocumentListPaginationQuery', { count: 50, cursor: null });
      const listText = JSON.stringify({ query: persistedText('DocumentListPaginationQuery'), variables: { count: 50, cursor: null } });
      const fromApp = await answer(cookie, list);
      const fromRaw = await (await fetch(rawUrl, { headers: cookie })).json();
      if (!isDeepStrictEqual(fromApp, fromRaw))
        throw new Error(`the raw server does not answer what the app answers: ${JSON.stringify(fromApp).slice(0, 300)}`);
      const fromFloor = await (await fetch(floorUrl, { method: 'POST', headers: cookie, body: listText })).json();
      if (!isDeepStrictEqual(fromFloor, fromApp))
        throw new Error(`the Yoga floor does not answer what the app answers: ${JSON.stringify(fromFloor).slice(0, 300)}`);
      if (!isDeepStrictEqual(await answer(apiKey, list), fromApp)) throw new Error('the list read with the API key differs from the one read with the cookie');
      const raw = {
        name: `raw pg (own process, ${DOCUMENTS} documents)`,
        run: () => load(rawUrl, 'GET', cookie, undefined, SECONDS),
        cpu: () => processCpu(rawServer.process.pid!),
      };
      const floor = {
        name: 'Yoga + graphql-jit alone (own process)',
        run: () => load(floorUrl, 'POST', cookie, listText, SECONDS),
        cpu: () => processCpu(floorServer.process.pid!),
      };
      await compare('persisted DocumentListPaginationQuery(count: 50), session cookie', 0.75, [
        { name: 'app, session cookie', run: post(cookie, list), cpu: appCpu },
        raw,
        floor,
      ]);
      // With an API key, the raw server makes the app's key check: the key's SHA-256, looked up once a second.
      const rawWithKey = { ...raw, name: 'raw pg, API key (own process)', run: () => load(rawUrl, 'GET', apiKey, undefined, SECONDS) };
      if (!isDeepStrictEqual(await (await fetch(rawUrl, { headers: apiKey })).json(), fromApp)) throw new Error('the raw server does not answer the API key');
      await compare('persisted DocumentListPaginationQuery(count: 50), API key', 0.6, [
        { name: 'app, API key', run: post(apiKey, list), cpu: appCpu },
        rawWithKey,
      ]);
      const restList = `${url}/api/v1/documents?limit=50`;
      const rawRestList = `${rawServer.url}/api/v1/documents?limit=50`;
      const fromRest = await (await fetch(restList, { headers: apiKey })).json();
      if (!isDeepStrictEqual(await (await fetch(rawRestList, { headers: apiKey })).json(), fromRest))
        throw new Error(`the raw server does not answer what REST answers: ${JSON.stringify(fromRest).slice(0, 300)}`);
      await compare('REST GET /api/v1/documents?limit=50, API key', 0.6, [
        { name: 'app, REST', run: () => load(restList, 'GET', apiKey, undefined, SECONDS), cpu: appCpu },
        { ...rawWithKey, name: 'raw pg, same JSON (own process)', run: () => load(rawRestList, 'GET', apiKey, undefined, SECONDS) },
      ]);
    } else {
      console.log('No DATABASE_URL: the documents list against raw pg runs on PostgreSQL only.');
    }

    const text = 'The Supplier may terminate this agreement at any time without notice.\nPayment is due within thirty days.\n'.repeat(40);
    const document = await receiveApiDocument(services, viewer, { title: 'Bench contract', filename: 'bench.txt', bytes: new TextEncoder().encode(text) });
    const panel = persistedBody('DocumentPanelQuery', { id: encodeGlobalID('Document', document.id) });
    if (!(await answer(apiKey, panel)).data?.node) throw new Error('persisted DocumentPanelQuery failed');
    const restUrl = `${url}/api/v1/documents/${document.id}`;
    if ((await fetch(restUrl, { headers: apiKey })).status !== 200) throw new Error('REST GET /api/v1/documents/{id} failed');
    await compare('one document by id, API key', 0.5, [
      { name: 'GraphQL persisted DocumentPanelQuery', run: post(apiKey, panel), cpu: appCpu },
      { name: 'REST GET /api/v1/documents/{id}', run: () => load(restUrl, 'GET', apiKey, undefined, SECONDS), cpu: appCpu },
    ]);
  } finally {
    for (const baseline of baselines) baseline.kill();
    await stop();
  }
}

/** One of the baseline servers in a process of its own, once it listens. */
async function startBaseline(file: string, env: Record<string, string>): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(import.meta.dirname, file)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  return { process: child, url: `http://127.0.0.1:${port}` };
}

interface Cpu {
  total: number;
  main: number;
}

/** User + system CPU time of a `/proc` stat line, in microseconds. */
function statCpu(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/**
 * CPU time of a serving process (Linux), in microseconds: all of it, and its main thread's alone
 * (JavaScript, parsing, the event loop); the rest is V8's helper threads (concurrent marking and
 * sweeping of the garbage collector, compilation) and libuv's pool.
 */
function processCpu(pid: number): Cpu {
  return { total: statCpu(`/proc/${pid}/stat`), main: statCpu(`/proc/${pid}/task/${pid}/stat`) };
}
