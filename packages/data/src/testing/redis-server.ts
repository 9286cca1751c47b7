/**
 * A real Redis for tests: Debian's `redis-server` on 127.0.0.1, on a free port, with no
 * persistence, stopped by the test or — at the latest — when the test process exits or its time
 * limit passes. `tooling/scripts/ensure-system-packages.sh` installs the package (the root test
 * command runs it first).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

/** A running Redis. */
export interface RedisServer {
  /** `redis://127.0.0.1:{port}`. */
  url: string;
  port: number;
  /** Stops the server (SIGKILL: as abrupt as a crash); resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}

/** Where the binary is, or a clear error naming the fix. */
export function redisServerBinary(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'redis-server is not installed: run `bash tooling/scripts/ensure-system-packages.sh` (Debian: apt-get install redis-server)',
    );
  }
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on `port` and answers PING. */
async function waitForPing(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.setTimeout(500);
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs} ms`);
}

/** Starts Redis; it stops itself after `maxLifetimeMs` (default 10 minutes) whatever happens. */
export async function startRedisServer(
  options: { port?: number; maxLifetimeMs?: number } = {},
): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const start = async () => {
    const process_ = spawn(
      binary,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      { stdio: 'ignore' },
    );
    child = process_;
    await waitForPing(port, 10_000);
  };
  const killNow = () => child?.kill('SIGKILL');
  process.once('exit', killNow);
  const lifetime = setTimeout(killNow, options.maxLifetimeMs ?? 10 * 60_000);
  lifetime.unref();

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}
