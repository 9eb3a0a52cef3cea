// Public API: REST `GET /api/v1/documents/{id}` next to the persisted GraphQL query the web app uses for one
// document, both with an API key, same run and database, alternating rounds. Figures only, no thresholds.
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createApiKey } from '../server/api-keys/create-api-key';
import { receiveApiDocument } from '../server/documents/receive-api-document';
import { PERSISTED_QUERIES_FILE } from '../server/graphql/yoga';
import { load, startBenchApp, summarize, type LoadResult } from './load';

const ROUNDS = 2;
const SECONDS = 5;

export default async function run(): Promise<void> {
  const { app, url, stop } = await startBenchApp('paraphe_bench_api');
  try {
    const { services } = app;
    // Enterprise: no rate limit in the way of the load.
    const organization = await services.db.prisma.organization.create({ data: { name: 'Bench', plan: 'ENTERPRISE' } });
    const user = await services.db.prisma.user.create({ data: { organizationId: organization.id, email: 'bench-api@example.test', fullName: 'Bench', role: 'ADMIN' } });
    const viewer = { userId: user.id, organizationId: organization.id, role: user.role, sessionId: null, aal: 1 as const, locale: 'fr' as const };
    const { key } = await createApiKey(services, viewer, { name: 'Bench', scopes: ['read', 'write'] });
    const text = 'The Supplier may terminate this agreement at any time without notice.\nPayment is due within thirty days.\n'.repeat(40);
    const document = await receiveApiDocument(services, viewer, { title: 'Bench contract', filename: 'bench.txt', bytes: new TextEncoder().encode(text) });

    const persisted = JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
    const [hash] = Object.entries(persisted).find(([, query]) => query.startsWith('query DocumentPanelQuery')) ?? [];
    if (!hash) throw new Error('DocumentPanelQuery is not among the persisted queries: run npm run generate:relay');
    const auth = { authorization: `Bearer ${key}` };
    const graphqlBody = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, variables: { id: encodeGlobalID('Document', document.id) } });
    const check = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: graphqlBody })).json();
    if (!check.data?.node) throw new Error(`persisted query failed: ${JSON.stringify(check).slice(0, 300)}`);
    const restCheck = await fetch(`${url}/api/v1/documents/${document.id}`, { headers: auth });
    if (restCheck.status !== 200) throw new Error(`REST answered ${restCheck.status}`);

    const rounds: Array<{ rest: LoadResult; graphql: LoadResult }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({
        rest: await load(`${url}/api/v1/documents/${document.id}`, 'GET', auth, undefined, SECONDS),
        graphql: await load(`${url}/graphql`, 'POST', { ...auth, 'content-type': 'application/json' }, graphqlBody, SECONDS),
      });
    }
    const rest = summarize(rounds.map((round) => round.rest));
    const graphql = summarize(rounds.map((round) => round.graphql));
    const line = (name: string, result: LoadResult) => `${name.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${String(result.p99).padStart(4)} ms  errors ${result.errors}`;
    console.log(`one document by id, API key, 20 connections, ${ROUNDS} × ${SECONDS} s alternating:`);
    console.log(line('REST GET /api/v1/documents/{id}', rest));
    console.log(line('GraphQL persisted DocumentPanelQuery', graphql));
    console.log(`ratio GraphQL / REST: ${(graphql.rps / rest.rps).toFixed(2)}×`);
  } finally {
    await stop();
  }
}
