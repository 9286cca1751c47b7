/**
 * The server's bounds on connections (docs/deploy.md#connection-limits, decision 017): how long a
 * client may take over its headers and its request, how long an idle keep-alive connection is
 * kept, how many requests one connection carries, how many connections the process holds (below
 * its file descriptors, so it never runs out of them), and, when it faces clients directly, how
 * many one address may hold, so one address cannot take every connection from everyone else.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import type { ConnectionSettings } from './env.js';

/** Headers must be in within this long unless HEADERS_TIMEOUT_MS says otherwise. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** Idle keep-alive facing browsers: a page's requests come within a second or two of each other. */
export const DIRECT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Behind a proxy: longer than the proxy's own idle timeout (60 s for most), so the proxy closes first. */
export const PROXIED_KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Requests one connection may carry before it is closed (a proxy's connection reconnects). */
export const DEFAULT_MAX_REQUESTS_PER_SOCKET = 1_000;
/** Connections one address may hold when the server faces clients (at most half the total). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;
/** Assumed where the limit cannot be read (no /proc): the common soft limit. */
export const FALLBACK_DESCRIPTORS = 1_024;
/** Descriptors never given to client connections: stdio, the event loop, logs, at least this many. */
export const RESERVED_DESCRIPTORS = 64;
/** The most connections by default however many descriptors there are: each costs memory too. */
export const CONNECTION_CEILING = 16_384;

/** What the server applies. */
export interface ConnectionLimits {
  /** The process's open-file limit, as read (null: not readable, FALLBACK_DESCRIPTORS assumed). */
  descriptors: number | null;
  maxConnections: number;
  /** null: no bound per address (behind a trusted proxy, or turned off). */
  maxConnectionsPerAddress: number | null;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no limit. */
  maxRequestsPerSocket: number;
}

/** Thrown for limits the process cannot keep; the message names the variable. */
export class ConnectionLimitsError extends Error {}

/** The soft "Max open files" of a /proc/<pid>/limits text; null when absent or unlimited. */
export function parseOpenFileLimit(text: string): number | null {
  const line = /^Max open files\s+(\S+)/m.exec(text);
  const soft = line?.[1];
  if (!soft || !/^\d+$/.test(soft)) return null;
  return Number(soft);
}

/**
 * This process's open-file limit (Linux; node raises its soft limit to the hard one at start), or
 * null where it cannot be read.
 */
export function openFileLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  try {
    return parseOpenFileLimit(read());
  } catch {
    return null;
  }
}

/**
 * The limits for `settings` (the environment's, null where unset), a process with `descriptors`
 * open files, and `trustProxy` proxies in front. Throws when MAX_CONNECTIONS leaves the process
 * too few descriptors of its own.
 */
export function connectionLimits(
  settings: ConnectionSettings,
  {
    descriptors,
    trustProxy,
    requestTimeoutMs,
  }: {
    descriptors: number | null;
    trustProxy: number;
    requestTimeoutMs: number;
  },
): ConnectionLimits {
  const available = descriptors ?? FALLBACK_DESCRIPTORS;
  // A quarter is kept for what the server opens itself: files of the build sent from disk (one
  // per download in flight), upstream calls, the store, logs.
  const usable = Math.max(
    1,
    Math.min(available - RESERVED_DESCRIPTORS, Math.floor(available * 0.75)),
  );
  let maxConnections = Math.min(usable, CONNECTION_CEILING);
  if (settings.maxConnections !== null) {
    if (settings.maxConnections > available - RESERVED_DESCRIPTORS) {
      throw new ConnectionLimitsError(
        `MAX_CONNECTIONS must leave ${RESERVED_DESCRIPTORS} of the process's ${available} open files to the server`,
      );
    }
    maxConnections = settings.maxConnections;
  }
  let maxConnectionsPerAddress: number | null = null;
  // Behind a proxy every connection comes from it (the proxy bounds each client, docs/deploy.md).
  if (trustProxy === 0 && settings.maxConnectionsPerAddress !== 0) {
    maxConnectionsPerAddress =
      settings.maxConnectionsPerAddress ??
      Math.min(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, Math.max(1, Math.floor(maxConnections / 2)));
  }
  return {
    descriptors,
    maxConnections,
    maxConnectionsPerAddress,
    headersTimeoutMs:
      settings.headersTimeoutMs ?? Math.min(DEFAULT_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    requestTimeoutMs,
    keepAliveTimeoutMs:
      settings.keepAliveTimeoutMs ??
      (trustProxy > 0 ? PROXIED_KEEP_ALIVE_TIMEOUT_MS : DIRECT_KEEP_ALIVE_TIMEOUT_MS),
    maxRequestsPerSocket: settings.maxRequestsPerSocket ?? DEFAULT_MAX_REQUESTS_PER_SOCKET,
  };
}

/**
 * The key one client's connections are counted under: an IPv4 address (IPv4-mapped IPv6 too), or
 * an IPv6 /64, which one household or one attacker holds whole. null for no address (a socket
 * already gone).
 */
export function addressKey(remoteAddress: string | undefined): string | null {
  if (!remoteAddress) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  if (mapped) return mapped[1] as string;
  if (net.isIPv4(remoteAddress)) return remoteAddress;
  const bare = remoteAddress.split('%', 1)[0] as string;
  if (!net.isIPv6(bare)) return null;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const before = groups(head);
  const after = groups(tail);
  const all =
    tail === undefined
      ? before
      : [...before, ...Array(8 - before.length - after.length).fill('0'), ...after];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The figures of a guarded server since it started. */
export interface ConnectionFigures {
  /** Connections open now. */
  open: number;
  /** Refused for their address's bound. */
  refused: number;
  /** Closed by node at maxConnections. */
  dropped: number;
}

/** What {@link limitConnections} needs besides the limits. */
export interface LimitOptions {
  /** Where refusals are reported, one line a minute at most. */
  logger?: { warn(data: object, message: string): void };
  now?: () => number;
}

// One warning line a minute at most: a flood must not become a flood of log lines.
const WARN_INTERVAL_MS = 60_000;

/**
 * Applies `limits` to `server` (before it listens): its timeouts and totals, and the bound per
 * address, counted from each socket's 'connection' to its 'close'. A socket over its address's
 * bound is destroyed at once, before it is read.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  { logger, now = Date.now }: LimitOptions = {},
): { figures(): ConnectionFigures } {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  // Node closes a connection past this one as soon as it is accepted (the 'drop' event).
  server.maxConnections = limits.maxConnections;

  const figures: ConnectionFigures = { open: 0, refused: 0, dropped: 0 };
  let warnedAt = Number.NEGATIVE_INFINITY;
  let unreported = { refused: 0, dropped: 0 };
  const report = () => {
    const at = now();
    if (!logger || at - warnedAt < WARN_INTERVAL_MS) return;
    warnedAt = at;
    logger.warn(
      { ...unreported, open: figures.open, limits },
      'connections refused at the connection limits',
    );
    unreported = { refused: 0, dropped: 0 };
  };
  server.on('drop', () => {
    figures.dropped += 1;
    unreported.dropped += 1;
    report();
  });

  const bound = limits.maxConnectionsPerAddress;
  // Per server, not per module: two servers in one process (tests) count apart.
  const held = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    figures.open += 1;
    socket.once('close', () => {
      figures.open -= 1;
    });
    if (bound === null) return;
    const key = addressKey(socket.remoteAddress);
    if (key === null) {
      socket.destroy();
      return;
    }
    const count = (held.get(key) ?? 0) + 1;
    if (count > bound) {
      figures.refused += 1;
      unreported.refused += 1;
      socket.destroy();
      report();
      return;
    }
    held.set(key, count);
    socket.once('close', () => {
      const left = (held.get(key) ?? 1) - 1;
      if (left === 0) held.delete(key);
      else held.set(key, left);
    });
  });
  return { figures: () => ({ ...figures }) };
}
