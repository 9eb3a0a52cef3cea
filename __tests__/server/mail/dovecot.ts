import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const DOVECOT_BINARY = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((path) => existsSync(path)) ?? 'dovecot';

export interface Dovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The test user's Maildir (cur/, new/, tmp/). */
  maildir: string;
  /** Puts an RFC 822 message into the inbox, as a delivery agent would (new/); its time is the IMAP INTERNALDATE. */
  deliver(raw: string | Buffer, receivedAt?: Date): void;
  /** Gives the inbox a new UIDVALIDITY, as a server whose index was rebuilt does. */
  resetUidValidity(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('data', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dovecot did not listen on ${port}: ${output()}`);
}

/**
 * A real Dovecot IMAP server for one test file: plain IMAP on a free loopback port, one user from a
 * passwd-file, a Maildir in a temporary folder. Runs as the current user, or as nobody under root
 * (Dovecot refuses mail access as uid 0).
 */
export async function startDovecot(user = 'alice@example.test', password = 'imap-secret-1'): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'paraphe-dovecot-'));
  // Dovecot's auth and login processes run as their own users: they must read the folder.
  chmodSync(dir, 0o755);
  const me = userInfo();
  const root = me.uid === 0;
  const mailUid = root ? 65534 : me.uid;
  const mailGid = root ? 65534 : me.gid;
  const home = join(dir, 'home');
  const maildir = join(home, 'Maildir');
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(maildir, sub), { recursive: true });
  const runDir = join(dir, 'run');
  mkdirSync(runDir);
  mkdirSync(join(dir, 'state'));
  writeFileSync(join(dir, 'users'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o644 });
  const port = await freePort();
  const internalUser = root ? '' : `default_login_user = ${me.username}\ndefault_internal_user = ${me.username}\n`;
  const conf = join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${runDir}
state_dir = ${join(dir, 'state')}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = /dev/stderr
info_log_path = /dev/stderr
${internalUser}first_valid_uid = 1
mail_location = maildir:${maildir}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${join(dir, 'users')}
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${home}
}
`,
  );
  if (root) chownTree(home, mailUid, mailGid);
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    output = '';
    child = spawn(DOVECOT_BINARY, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForPort(port, child, () => output);
  };
  const halt = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await launch();
  let sequence = 0;
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    maildir,
    deliver(raw, receivedAt) {
      sequence += 1;
      const name = `${Date.now()}.M${sequence}P${process.pid}.paraphe-test`;
      const tmp = join(maildir, 'tmp', name);
      writeFileSync(tmp, raw);
      const target = join(maildir, 'new', name);
      writeFileSync(target, readFileSync(tmp));
      rmSync(tmp);
      if (receivedAt) utimesSync(target, receivedAt, receivedAt);
      if (root) chownSync(target, mailUid, mailGid);
    },
    async resetUidValidity() {
      await halt();
      for (const file of readdirSync(maildir)) {
        if (file.startsWith('dovecot')) rmSync(join(maildir, file), { recursive: true, force: true });
      }
      // Dovecot takes the current second as the new UIDVALIDITY: make sure it differs from the old one.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await launch();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function chownTree(path: string, uid: number, gid: number) {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}
