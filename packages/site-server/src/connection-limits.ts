/**
 * The server's bounds on connections (docs/deploy.md#connection-limits, decision 017): timeouts,
 * requests per connection, connections per process (below its descriptors) and per address.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import type { ConnectionSettings } from './env.js';

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** Idle keep-alive facing browsers: a page's requests come within a second or two of each other. */
export const DIRECT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Behind a proxy: longer than its own idle timeout (60 s for most), so the proxy closes first. */
export const PROXIED_KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Requests one connection may carry before it is closed (a proxy's connection reconnects). */
export const DEFAULT_MAX_REQUESTS_PER_SOCKET = 1_000;
/** Connections one address may hold when the server faces clients (at most half the total). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;
/** Assumed where the limit cannot be read (no /proc). */
export const FALLBACK_DESCRIPTORS = 1_024;
/** Descriptors never given to client connections (stdio, the event loop, logs). */
export const RESERVED_DESCRIPTORS = 64;
/** The most connections by default however many descriptors there are: each costs memory too. */
export const CONNECTION_CEILING = 16_384;

/** What the server applies. */
export interface ConnectionLimits {
  /** The open-file limit as read (null: unreadable, FALLBACK_DESCRIPTORS assumed). */
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

/** This process's open-file limit (Linux; node raises the soft limit to the hard one), or null. */
export function openFileLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  try {
    return parseOpenFileLimit(read());
  } catch {
    return null;
  }
}

/** The limits to apply; throws when MAX_CONNECTIONS leaves the process too few descriptors. */
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
  // A quarter is kept for what the server opens itself: build files, upstream calls, logs.
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

/** The key a client's connections count under: its IPv4 address or its IPv6 /64; null if gone. */
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
  open: number;
  refused: number;
  dropped: number;
}

/** What {@link limitConnections} needs besides the limits. */
export interface LimitOptions {
  logger?: { warn(data: object, message: string): void };
  now?: () => number;
}

// One warning line a minute at most: a flood must not become a flood of log lines.
const WARN_INTERVAL_MS = 60_000;

/** Applies `limits` before `server` listens; a socket over its address's bound is destroyed unread. */
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
