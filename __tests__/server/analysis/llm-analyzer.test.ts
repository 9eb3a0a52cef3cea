import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnalyzer } from '../../../server/analysis';

const TEXT =
  'Master agreement.\nThe Customer shall indemnify and hold harmless the Provider against all third-party claims.\nThis Agreement is governed by the laws of Spain.';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const requests: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];

function reply(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      handler(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

/** The endpoint answers at once: a busy machine's delays stay well within the default wait, which only the late-answer test shortens. */
const analyzer = (timeoutMs = 10_000) => createAnalyzer({ engine: 'llm', llm: { baseUrl, model: 'test-model', apiKey: 'secret', timeoutMs } });

describe('LLM provider', () => {
  it('sends a JSON-schema chat request and anchors the returned excerpts to offsets', async () => {
    handler = (_body, res) =>
      reply(
        res,
        JSON.stringify({
          findings: [
            // Re-flowed whitespace and case must still be located.
            {
              category: 'indemnification',
              severity: 4,
              excerpt: 'the customer shall indemnify and hold  harmless the Provider',
              explanation: 'Le client indemnise le prestataire.',
            },
            { category: 'choice_of_law', severity: 1, excerpt: 'governed by the laws of Spain', explanation: 'Droit espagnol.' },
            { category: 'arbitration', severity: 3, excerpt: 'a sentence that is not in the document', explanation: 'Inventé.' },
          ],
        }),
      );
    const result = await analyzer().analyze({ text: TEXT, title: 'MSA', locale: 'fr' });
    expect(result.engine).toBe('llm:test-model');
    expect(result.findings.map((f) => f.category)).toEqual(['indemnification', 'choice_of_law']);
    const [indemnity, law] = result.findings;
    expect(TEXT.slice(indemnity.start, indemnity.end)).toBe('The Customer shall indemnify and hold harmless the Provider');
    expect(TEXT.slice(law.start, law.end)).toBe('governed by the laws of Spain');
    expect(result.riskScore).toBeGreaterThanOrEqual(4);
    const request = requests[0];
    expect(request.headers.authorization).toBe('Bearer secret');
    expect(request.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
  });

  it('falls back to the builtin engine when the answer is not valid JSON', async () => {
    handler = (_body, res) => reply(res, '{"findings": [ this is not json');
    const result = await analyzer().analyze({ text: TEXT, title: 'MSA', locale: 'en' });
    expect(requests).toHaveLength(1);
    expect(result.engine).toBe('paraphe-builtin');
  });

  it('falls back when the answer breaks the schema', async () => {
    handler = (_body, res) => reply(res, JSON.stringify({ findings: [{ category: 'made_up', severity: 9, excerpt: 'x', explanation: 'y' }] }));
    const result = await analyzer().analyze({ text: TEXT, title: 'MSA', locale: 'en' });
    expect(requests).toHaveLength(1);
    expect(result.engine).toBe('paraphe-builtin');
  });

  it('falls back to the builtin engine when the endpoint does not answer in time', async () => {
    // The late answer is never sent: the test's end must not wait for it.
    handler = (_body, res) => setTimeout(() => reply(res, JSON.stringify({ findings: [] })), 2000).unref();
    const started = Date.now();
    const result = await analyzer(300).analyze({ text: TEXT, title: 'MSA', locale: 'en' });
    expect(result.engine).toBe('paraphe-builtin');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
