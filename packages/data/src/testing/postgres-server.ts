/**
 * A real PostgreSQL for tests: Debian's `postgres` in a fresh `initdb` cluster in a temporary
 * folder, on 127.0.0.1 and a free port, stopped by the test or — at the latest — when the test
 * process exits or its time limit passes. PostgreSQL refuses to run as root, so as root the
 * commands run as the `postgres` user (`runuser`). `tooling/scripts/ensure-system-packages.sh`
 * installs the package (the root test command runs it first).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server';

/** A running PostgreSQL. */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:{port}/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  /** Stops the server (SIGKILL on the postmaster) and removes its folder. */
  stop(): Promise<void>;
}

/** The folder of Debian's PostgreSQL binaries (the newest version installed), or a clear error. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'PostgreSQL is not installed: run `bash tooling/scripts/ensure-system-packages.sh` (Debian: apt-get install postgresql)',
    );
  }
  return path.join(root, newest, 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The command line for `binary args`, as the `postgres` user when we are root. */
function command(binary: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

/** Resolves once the server accepts TCP connections (and answers a startup packet). */
async function waitForAccept(port: number, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('postgres exited before accepting connections');
    const ok = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.setTimeout(500);
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      // An SSLRequest: a server ready for sessions answers one byte, 'N' (no TLS here).
      socket.connect(port, '127.0.0.1', () =>
        socket.write(Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f])),
      );
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString() === 'N');
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`postgres did not accept connections on port ${port} within ${timeoutMs} ms`);
}

/** Starts PostgreSQL; it stops itself after `maxLifetimeMs` (default 10 minutes) whatever happens. */
export async function startPostgresServer(
  options: { maxLifetimeMs?: number; maxConnections?: number } = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const port = await freePort();
  const root = mkdtempSync(path.join(tmpdir(), 'district-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  const [initBinary, initArgs] = command(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  execFileSync(initBinary, initArgs, { stdio: 'ignore' });

  const [binary, args] = command(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `max_connections=${options.maxConnections ?? 200}`,
    // A test cluster: a crash of the machine need not keep it, so skip the disk flushes.
    '-c',
    'fsync=off',
  ]);
  // Its own process group, so a SIGKILL reaches postgres under runuser as well.
  const child: ChildProcess = spawn(binary, args, { stdio: 'ignore', detached: true });
  const killNow = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killNow);
  const lifetime = setTimeout(killNow, options.maxLifetimeMs ?? 10 * 60_000);
  lifetime.unref();
  await waitForAccept(port, 20_000, () => child.exitCode !== null || child.signalCode !== null);
  // Accepting is not ready: until recovery ends the server answers "the database system is
  // starting up" (pg_isready exits 1). Asked again until it takes connections, within 20 s.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = spawnSync(
      path.join(bin, 'pg_isready'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-t', '5'],
      { stdio: 'ignore' },
    );
    if (ready.status === 0) break;
    if (Date.now() > deadline) {
      killNow();
      throw new Error(`PostgreSQL on port ${port} did not become ready within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      clearTimeout(lifetime);
      process.removeListener('exit', killNow);
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          killNow();
        });
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
