import { Socket, createServer, type Server } from 'node:net';
import { openDatabase, type Database } from '../../server/db/database';
import { createTestDatabase } from './database';

/** Where a freeze armed on a statement starts: before the server gets it, or after it ran but before its answer comes back. */
export type FreezePoint = 'unsent' | 'unanswered';

interface ArmedFreeze {
  statement: string;
  /** Which occurrence of the statement, counted from when the freeze was armed (1 = the next one). */
  occurrence: number;
  point: FreezePoint;
}

/**
 * A TCP relay to PostgreSQL that can be frozen as a hung server is: connections stay open and
 * nothing gets through. It reads the statements clients send (wire protocol Parse and Query
 * messages), so a freeze can start at a chosen statement of a request.
 */
export class DatabaseRelay {
  private server: Server;
  private frozen = false;
  private stopped = false;
  private sockets = new Set<Socket>();
  private armed: ArmedFreeze | null = null;
  /** Every statement sent through the relay, in order. */
  readonly statements: string[] = [];
  /** How long a new connection takes to reach the server, as on a loaded machine where each new backend is slow to start. */
  connectDelayMs = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.stopped) return void client.destroy();
      const upstream = new Socket();
      // Messages are forwarded one by one: without this, Nagle's algorithm holds each small write for
      // the peer's delayed acknowledgement (tens of milliseconds per statement), which no real server adds.
      client.setNoDelay(true);
      upstream.setNoDelay(true);
      this.sockets.add(client).add(upstream);
      if (this.connectDelayMs > 0) {
        client.pause();
        setTimeout(() => upstream.connect(target.port, target.host, () => client.resume()), this.connectDelayMs);
      } else upstream.connect(target.port, target.host);
      const messages = new ClientMessages();
      // After a statement armed as `unanswered`, the rest of its messages go through up to its Sync.
      let freezeAtSync = false;
      client.on('data', (chunk) => {
        for (const message of messages.push(chunk)) {
          if (this.frozen) return;
          const statement = statementOf(message);
          if (statement !== null) {
            this.statements.push(statement);
            const point = this.trigger(statement);
            if (point === 'unsent') return this.freeze(true);
            if (point === 'unanswered') freezeAtSync = message[0] === 0x50;
            upstream.write(message);
            if (point === 'unanswered' && !freezeAtSync) this.freeze(true);
            continue;
          }
          upstream.write(message);
          if (freezeAtSync && message[0] === 0x53) {
            freezeAtSync = false;
            this.freeze(true);
          }
        }
      });
      upstream.on('data', (chunk) => void (!this.frozen && client.write(chunk)));
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port)));
  }

  freeze(frozen: boolean) {
    this.frozen = frozen;
  }

  /** Freezes everything from the given occurrence of a statement on. */
  freezeAt(statement: string, occurrence: number, point: FreezePoint) {
    this.armed = { statement, occurrence, point };
  }

  /** Ends the freeze as a server that comes back does: open connections are dropped, new ones work. */
  async thaw(): Promise<void> {
    this.armed = null;
    const closed = [...this.sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    this.sockets.forEach((socket) => socket.destroy());
    await Promise.all(closed);
    // The pool hears of its dropped connections on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.frozen = false;
  }

  /** Stops as a PostgreSQL server shut down does: open connections are dropped and new ones closed at once. */
  stop() {
    this.stopped = true;
    this.sockets.forEach((socket) => socket.destroy());
  }

  /** Takes connections again, as the server started anew. */
  start() {
    this.stopped = false;
  }

  close(): Promise<void> {
    this.sockets.forEach((socket) => socket.destroy());
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private trigger(statement: string): FreezePoint | null {
    if (!this.armed || this.armed.statement !== statement) return null;
    this.armed.occurrence -= 1;
    if (this.armed.occurrence > 0) return null;
    const { point } = this.armed;
    this.armed = null;
    return point;
  }
}

/** Splits a client's byte stream into protocol messages (the first one, the startup message, has no type byte). */
class ClientMessages {
  private buffered = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): Buffer[] {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    const messages: Buffer[] = [];
    for (;;) {
      const offset = this.started ? 1 : 0;
      if (this.buffered.length < offset + 4) break;
      const length = offset + this.buffered.readInt32BE(offset);
      if (this.buffered.length < length) break;
      const message = this.buffered.subarray(0, length);
      // An SSL or GSS request is answered before the real startup message comes.
      if (!this.started && !isEncryptionRequest(message)) this.started = true;
      messages.push(message);
      this.buffered = this.buffered.subarray(length);
    }
    return messages;
  }
}

const isEncryptionRequest = (message: Buffer) => message.length === 8 && [80877103, 80877104].includes(message.readInt32BE(4));

/** The SQL of a Parse ('P': name, then text) or simple Query ('Q': text) message. */
function statementOf(message: Buffer): string | null {
  if (message[0] === 0x51) return message.subarray(5, message.indexOf(0, 5)).toString();
  if (message[0] !== 0x50) return null;
  const textStart = message.indexOf(0, 5) + 1;
  return message.subarray(textStart, message.indexOf(0, textStart)).toString();
}

export interface RelayedDatabase {
  relay: DatabaseRelay;
  /** The test database itself, reached directly (to check what was written). */
  underlying: Database;
  /** A pool of four connections through the relay, with the given limits: what the app under test uses. */
  relayed: Database;
  close(): Promise<void>;
}

/** A fresh PostgreSQL test database (DATABASE_URL) behind a relay that can freeze or stop it. */
export async function openRelayedDatabase(limits: { connectTimeoutMs: number; queryTimeoutMs: number }): Promise<RelayedDatabase> {
  const underlying = await createTestDatabase();
  const url = new URL(underlying.url!);
  const relay = new DatabaseRelay({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(await relay.listen());
  url.hostname = '127.0.0.1';
  const relayed = await openDatabase({ url: url.toString(), poolSize: 4, ...limits });
  return {
    relay,
    underlying,
    relayed,
    async close() {
      await relayed.close().catch(() => undefined);
      await relay.close();
      await underlying.close();
    },
  };
}
