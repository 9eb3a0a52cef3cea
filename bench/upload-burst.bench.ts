// The event loop during an upload burst: latency of a light request (GET /healthz) while idle, and
// while 20 uploads (10-page PDFs) and a 5 MB text file are extracted and analysed at once. Extraction
// and analysis run on the worker-thread pool; the target is a p99 under 100 ms during the burst.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signAccessToken } from '../server/auth/access-token';
import { startBenchApp } from './load';
import { record } from './report';

const CLAUSE = 'The Supplier may terminate this agreement at any time without notice, and the Client shall pay a penalty of 50% for any late payment. ';

async function contractPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) sheet.drawText(CLAUSE.slice(0, 95), { x: 40, y: 800 - line * 19, size: 9, font });
  }
  return pdf.save();
}

/** Asks GET /healthz one request after another until `until` resolves; returns each answer's time. */
async function probe(url: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/healthz`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

export default async function run(): Promise<void> {
  const { app, url, config, stop } = await startBenchApp('paraphe_bench_burst');
  try {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Bench', plan: 'ENTERPRISE' } });
    const user = await prisma.user.create({ data: { organizationId: organization.id, email: `bench-${randomUUID()}@example.test`, fullName: 'Bench' } });
    const token = signAccessToken(
      { sub: user.id, org: organization.id, role: 'USER', sid: randomUUID(), aal: 1, locale: 'fr', exp: Math.floor(Date.now() / 1000) + 3600 },
      config.SESSION_SECRET,
    );
    const pdf = await contractPdf(10);
    const bigText = CLAUSE.repeat(Math.ceil((5 * 1024 * 1024) / CLAUSE.length));
    const query = 'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename } }';
    const send = (name: string, bytes: Uint8Array | string, type: string) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { input: { title: name, file: null } } }));
      form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.append('0', new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name, { type }));
      return fetch(`${url}/graphql`, { method: 'POST', headers: { cookie: `paraphe_at=${token}`, 'x-paraphe-csrf': '1' }, body: form }).then((response) =>
        response.json(),
      );
    };
    // Warm the pool's workers and the analyser.
    await Promise.all([send('warm.pdf', pdf, 'application/pdf'), send('warm2.pdf', pdf, 'application/pdf')]);

    const idle = await probe(url, new Promise((resolve) => setTimeout(resolve, 3000)));
    const started = performance.now();
    const burst = Promise.all([
      ...Array.from({ length: 20 }, (_, index) => send(`burst-${index}.pdf`, pdf, 'application/pdf')),
      send('large.txt', bigText, 'text/plain'),
    ]);
    const during = await probe(url, burst);
    const answers = await burst;
    const burstMs = performance.now() - started;
    const filed = answers.filter((answer) => answer.data?.uploadDocument?.__typename === 'MutationUploadDocumentSuccess').length;
    console.log(`burst: ${filed}/21 uploads filed in ${(burstMs / 1000).toFixed(1)} s (20 × 10-page PDF + 5 MB text)`);
    console.log(
      `GET /healthz idle:         p50 ${percentile(idle, 0.5).toFixed(1)} ms, p99 ${percentile(idle, 0.99).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (${idle.length} requests)`,
    );
    console.log(
      `GET /healthz during burst: p50 ${percentile(during, 0.5).toFixed(1)} ms, p99 ${percentile(during, 0.99).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms (${during.length} requests; target p99 < 100 ms)`,
    );
    record({
      name: 'GET /healthz p99 during an upload burst',
      value: percentile(during, 0.99),
      unit: 'ms',
      target: '< 100 ms',
      met: percentile(during, 0.99) < 100,
    });
    console.log(`p99 ratio burst / idle: ${(percentile(during, 0.99) / Math.max(percentile(idle, 0.99), 0.1)).toFixed(1)}×`);
  } finally {
    await stop();
  }
}
