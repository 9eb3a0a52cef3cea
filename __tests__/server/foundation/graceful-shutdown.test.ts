import { request } from 'node:http';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

/** Whether a new TCP connection to the port is refused (the server stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_S: '15' });
  }, 90_000);
  afterAll(() => server?.stop('SIGKILL'));

  it('finishes the request in progress, refuses new connections, tells sockets to reconnect, and exits with 0', async () => {
    const { port } = new URL(server.url);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

    // A socket of the web app's protocol, acknowledged.
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
      socket.once('error', reject);
    });

    // A request whose body is still coming when the signal arrives.
    const pending = request({
      host: '127.0.0.1',
      port: Number(port),
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      pending.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      pending.on('error', reject);
    });
    pending.write('{"query": "{ __typename');
    await new Promise((resolve) => pending.once('socket', (socket) => socket.once('connect', resolve)));
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    await until(() => refused(Number(port)));
    expect(await socketClosed).toBe(1012);

    pending.end(' }"}');
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: { __typename: 'Query' } });
    expect(await exited).toBe(0);
  }, 60_000);
});
