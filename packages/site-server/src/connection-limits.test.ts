import { type ChildProcess, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addressKey,
  CONNECTION_CEILING,
  type ConnectionLimits,
  connectionLimits,
  limitConnections,
  openFileLimit,
  parseOpenFileLimit,
} from './connection-limits';
import type { ConnectionSettings } from './env';

const here = path.dirname(fileURLToPath(import.meta.url));
const UNSET: ConnectionSettings = {
  maxConnections: null,
  maxConnectionsPerAddress: null,
  headersTimeoutMs: null,
  keepAliveTimeoutMs: null,
  maxRequestsPerSocket: null,
};
const DIRECT = { trustProxy: 0, requestTimeoutMs: 30_000 };

describe('the open-file limit', () => {
  const limits = (soft: string, hard: string) =>
    [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             63704                63704                processes ',
      `Max open files            ${soft.padEnd(21)}${hard.padEnd(21)}files     `,
    ].join('\n');

  it('is the soft limit of /proc/self/limits', () => {
    expect(parseOpenFileLimit(limits('1024', '524288'))).toBe(1024);
    expect(parseOpenFileLimit(limits('unlimited', 'unlimited'))).toBeNull();
    expect(parseOpenFileLimit('no such line')).toBeNull();
  });

  it('is unknown where /proc cannot be read', () => {
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    // On Linux, this very process's limit.
    expect(openFileLimit()).toBeGreaterThan(0);
  });
});

describe('connection limits', () => {
  it('keep a quarter of the descriptors for the server and half the total from one address', () => {
    const limits = connectionLimits(UNSET, { descriptors: 512, ...DIRECT });
    expect(limits).toEqual({
      descriptors: 512,
      maxConnections: 384,
      maxConnectionsPerAddress: 192,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 1_000,
    } satisfies ConnectionLimits);
    expect(connectionLimits(UNSET, { descriptors: 20_000, ...DIRECT })).toMatchObject({
      maxConnections: 15_000,
      maxConnectionsPerAddress: 256,
    });
  });

  it('assume 1,024 descriptors where none can be read, and stop at a ceiling where there are many', () => {
    expect(connectionLimits(UNSET, { descriptors: null, ...DIRECT }).maxConnections).toBe(768);
    expect(connectionLimits(UNSET, { descriptors: 1_048_576, ...DIRECT }).maxConnections).toBe(
      CONNECTION_CEILING,
    );
  });

  it('bound no address behind a trusted proxy, whose idle connections outlast its own', () => {
    const limits = connectionLimits(UNSET, {
      descriptors: 20_000,
      trustProxy: 1,
      requestTimeoutMs: 30_000,
    });
    expect(limits.maxConnectionsPerAddress).toBeNull();
    expect(limits.keepAliveTimeoutMs).toBe(65_000);
  });

  it('take what the environment sets, and refuse a total the descriptors cannot hold', () => {
    const limits = connectionLimits(
      {
        maxConnections: 400,
        maxConnectionsPerAddress: 0,
        headersTimeoutMs: 4_000,
        keepAliveTimeoutMs: 2_000,
        maxRequestsPerSocket: 0,
      },
      { descriptors: 512, trustProxy: 0, requestTimeoutMs: 8_000 },
    );
    expect(limits).toMatchObject({
      maxConnections: 400,
      maxConnectionsPerAddress: null,
      headersTimeoutMs: 4_000,
      requestTimeoutMs: 8_000,
      keepAliveTimeoutMs: 2_000,
      maxRequestsPerSocket: 0,
    });
    // The headers' limit never outlasts the request's.
    expect(
      connectionLimits(UNSET, { descriptors: 512, trustProxy: 0, requestTimeoutMs: 3_000 })
        .headersTimeoutMs,
    ).toBe(3_000);
    expect(() =>
      connectionLimits({ ...UNSET, maxConnections: 500 }, { descriptors: 512, ...DIRECT }),
    ).toThrow("MAX_CONNECTIONS must leave 64 of the process's 512 open files to the server");
  });
});

describe('the address a connection counts under', () => {
  it('is the IPv4 address, mapped or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('is none for a socket without an address', () => {
    expect(addressKey(undefined)).toBeNull();
    expect(addressKey('not an address')).toBeNull();
  });
});

describe('a guarded server', () => {
  it("takes node's timeouts and totals, refuses past an address's bound, and says so once a minute", async () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    const lines: object[] = [];
    let now = 0;
    const guard = limitConnections(
      server,
      {
        ...connectionLimits(UNSET, { descriptors: 512, ...DIRECT }),
        maxConnectionsPerAddress: 2,
      },
      { logger: { warn: (data) => lines.push(data) }, now: () => now },
    );
    expect(server).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      maxRequestsPerSocket: 1_000,
      maxConnections: 384,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const first = await flood(port, '127.0.0.1', 5);
      await first.closedAtLeast(3);
      now += 60_000;
      const second = await flood(port, '127.0.0.1', 1);
      await second.closedAtLeast(1);
      expect(guard.figures()).toMatchObject({ refused: 4, dropped: 0 });
      // The first refusal at once, the next two counted into the line a minute later.
      expect(lines).toMatchObject([{ refused: 1 }, { refused: 3 }]);
      first.end();
      second.end();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The real server (serve.ts, as deployed) in a child process with few descriptors.

/** The descriptors the child may open: fewer than the sockets the flood opens. */
const CHILD_DESCRIPTORS = 512;
const FLOOD = 600;

let workspace: string;

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'connection-limits-'));
  // The server's modules as its build compiles them (types dropped, `.js` imports kept), with the
  // package's dependencies reachable from there.
  // The contract folder too: the server imports its types and the log options from there.
  for (const folder of ['', 'contract']) {
    const from = path.join(here, folder);
    const out = path.join(workspace, 'src', folder);
    mkdirSync(out, { recursive: true });
    for (const name of readdirSync(from)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(from, name), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        fileName: name,
      });
      writeFileSync(path.join(out, name.replace(/\.ts$/, '.js')), outputText);
    }
  }
  symlinkSync(path.join(here, '..', 'node_modules'), path.join(workspace, 'node_modules'));
  writeFileSync(path.join(workspace, 'package.json'), '{ "type": "module" }\n');
  // A Remix build of one resource route, /healthz (the apps' own answers the same).
  mkdirSync(path.join(workspace, 'build', 'server'), { recursive: true });
  mkdirSync(path.join(workspace, 'build', 'client'));
  writeFileSync(path.join(workspace, 'build', 'server', 'index.js'), FAKE_BUILD);
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

const FAKE_BUILD = `
export const mode = 'production';
export const basename = '/';
export const future = {};
export const isSpaMode = false;
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const assets = { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' };
export const entry = { module: {
  default: () => new Response('no documents here', { status: 500 }),
  // The site contract (src/contract/site-build.ts) at its smallest.
  siteBuild: {
    createServices: () => ({}),
    pageRules: () => ({ pageQuery: (search) => search, pagePath: (pathname) => pathname, pageLanguage: () => 'en', pageCacheCookies: { preferences: [] } }),
    serverMetrics: () => ({}),
  },
} };
export const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/healthz': {
    id: 'routes/healthz',
    parentId: 'root',
    path: 'healthz',
    module: {
      loader: () =>
        new Response('ok', {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        }),
    },
  },
};
`;

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
});

/** Rejects after `ms` with `what`: the bound on a wait, never its synchronisation. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Starts serve.ts under `prlimit --nofile`; resolves with its port and applied limits once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(
    'prlimit',
    [
      `--nofile=${CHILD_DESCRIPTORS}:${CHILD_DESCRIPTORS}`,
      process.execPath,
      path.join(workspace, 'src', 'serve.js'),
    ],
    {
      cwd: workspace,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        BUILD_DIRECTORY: path.join(workspace, 'build'),
        ACCESS_LOG: '0',
        // The flood must last the whole test: a half-open socket is otherwise closed with 408 at
        // the headers' limit (10 s), which an attacker answers by opening another.
        HEADERS_TIMEOUT_MS: '60000',
        REQUEST_TIMEOUT_MS: '60000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let limits: ConnectionLimits | undefined;
  const port = await within(
    20_000,
    'the server listening',
    new Promise<number>((resolve, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`server exited (${code}): ${output.join('')}`)),
      );
      createInterface({ input: child.stdout! }).on('line', (line) => {
        output.push(line);
        const entry = JSON.parse(line) as { msg?: string; connections?: ConnectionLimits };
        if (entry.msg === 'starting') limits = entry.connections;
        const listening = /^listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(entry.msg ?? '');
        if (listening) resolve(Number(listening[1]));
      });
    }),
  );
  if (!limits) throw new Error(`no limits logged: ${output.join('\n')}`);
  return { port, limits };
}

/** `count` sockets from `localAddress`, each holding half a request line. */
async function flood(port: number, localAddress: string, count: number) {
  const sockets: net.Socket[] = [];
  let closed = 0;
  let onClose: (() => void) | undefined;
  const settled = Array.from(
    { length: count },
    () =>
      new Promise<void>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port, localAddress });
        sockets.push(socket);
        socket.on('error', () => {});
        socket.once('connect', () => {
          socket.write('GET /healthz HT');
          resolve();
        });
        socket.once('close', () => {
          closed += 1;
          onClose?.();
          resolve();
        });
      }),
  );
  await within(20_000, 'the flood connecting', Promise.all(settled));
  return {
    opened: count,
    /** Sockets the server closed (the client closed none). */
    closed: () => closed,
    /** Resolves once the server has closed `n` of them. */
    closedAtLeast: (n: number) =>
      within(
        20_000,
        `the server closing ${n} sockets (closed ${closed})`,
        new Promise<void>((resolve) => {
          onClose = () => {
            if (closed >= n) resolve();
          };
          onClose();
        }),
      ),
    end: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** GET `path` from `localAddress`: the status (0: the connection was closed) and the time taken. */
function getFrom(port: number, localAddress: string, pathname: string) {
  const started = performance.now();
  return within(
    20_000,
    `GET ${pathname} from ${localAddress}`,
    new Promise<{ status: number; ms: number; body: string }>((resolve) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: pathname, localAddress, agent: false },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body }),
          );
        },
      );
      request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    }),
  );
}

describe('a server facing clients directly, with few descriptors', () => {
  it('answers /healthz from 127.0.0.2 while 127.0.0.1 opens more half-open sockets than it has descriptors', async () => {
    const { port, limits } = await startServer({});
    expect(limits.descriptors).toBe(CHILD_DESCRIPTORS);
    const bound = limits.maxConnectionsPerAddress as number;
    expect(bound).toBeLessThan(limits.maxConnections);
    expect(FLOOD).toBeGreaterThan(CHILD_DESCRIPTORS);

    const attack = await flood(port, '127.0.0.1', FLOOD);
    const health = await getFrom(port, '127.0.0.2', '/healthz');
    // Bounded: a server that refuses too few is reported by the figures below.
    await attack.closedAtLeast(FLOOD - bound).catch(() => undefined);
    const refused = attack.closed();
    console.log(
      `descriptors ${limits.descriptors}, max connections ${limits.maxConnections}, per address ${bound}: ` +
        `opened ${attack.opened} half-open sockets from 127.0.0.1, accepted ${attack.opened - refused}, refused ${refused}; ` +
        `/healthz from 127.0.0.2: ${health.status} in ${health.ms.toFixed(1)} ms`,
    );
    expect(health.status).toBe(200);
    expect(health.body).toBe('ok');
    expect(refused).toBe(FLOOD - bound);
    // The accepted ones are still held: the answer came during the flood, not after it.
    const again = await getFrom(port, '127.0.0.2', '/healthz');
    expect(again.status).toBe(200);
    expect(attack.closed()).toBe(refused);
    attack.end();
  });

  it('without the bound per address, holds no more than its total, and one address takes it all', async () => {
    const { port, limits } = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: '0' });
    expect(limits.maxConnectionsPerAddress).toBeNull();

    const attack = await flood(port, '127.0.0.1', FLOOD);
    const during = await getFrom(port, '127.0.0.2', '/healthz');
    await attack.closedAtLeast(FLOOD - limits.maxConnections).catch(() => undefined);
    const dropped = attack.closed();
    attack.end();
    // Once the server has seen the flood's sockets close it answers again: each try waits for its
    // answer or its refusal, a few tries at most.
    let after = await getFrom(port, '127.0.0.2', '/healthz');
    for (let tries = 1; after.status !== 200 && tries < 50; tries += 1) {
      after = await getFrom(port, '127.0.0.2', '/healthz');
    }
    console.log(
      `no bound per address, max connections ${limits.maxConnections}: opened ${attack.opened} from 127.0.0.1, ` +
        `held ${attack.opened - dropped}, dropped ${dropped}; /healthz from 127.0.0.2 during: ${during.status || 'closed'}, ` +
        `after: ${after.status} in ${after.ms.toFixed(1)} ms`,
    );
    expect(attack.opened - dropped).toBe(limits.maxConnections);
    expect(during.status).toBe(0);
    expect(after.status).toBe(200);
  });
});
