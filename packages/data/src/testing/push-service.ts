/**
 * A local Web Push service for tests and the bench: RFC 8030 over HTTPS on 127.0.0.1 with its own
 * self-signed certificate, strict the way a browser's push service is. It makes subscriptions
 * (keeping their private keys, as a browser does), checks each message's VAPID token (RFC 8292),
 * requires `TTL`, validates `Urgency` and `Topic`, decrypts the aes128gcm payload (RFC 8291) and
 * records it with its headers; a queued message is replaced by a newer one with the same topic.
 * A test can have an endpoint answer 404, 410, 413, 429 (with `Retry-After`), 5xx, or hang.
 *
 * Trust: in-process, pass `service.ca` to the sender; a child process gets
 * `NODE_EXTRA_CA_CERTS=<service.caFile>`.
 */
import { execFile } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A subscription as `PushSubscription.toJSON()` gives it. */
export interface LocalPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the service accepted, decrypted. */
export interface ReceivedPush {
  id: string;
  endpoint: string;
  /** The decrypted payload as text ('' for a message without one). */
  payload: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  headers: IncomingHttpHeaders;
  /** The VAPID token and key it was signed with, and the token's claims. */
  vapid: { token: string; publicKey: string; aud: string; exp: number; sub: string };
  receivedAt: number;
}

/** One request the service answered (or left hanging). */
export interface PushAttempt {
  endpoint: string;
  status: number | 'hung';
  at: number;
}

/** An answer a test imposes on an endpoint, the next `times` requests (default: every one). */
export type PushFault =
  | { status: number; retryAfter?: string; times?: number }
  | { hang: true; times?: number };

/** Settings of {@link startPushService}. */
export interface PushServiceOptions {
  /** The service's clock, for token expiry and queued messages' TTL (default `Date.now`). */
  now?: () => number;
  /** It closes itself after this long (default 10 minutes), whatever the test does. */
  lifetimeMs?: number;
  /** Messages and attempts kept for inspection (oldest forgotten first; default 100,000). */
  maxRecords?: number;
  /** Subscriptions it will make (default 100,000). */
  maxSubscriptions?: number;
}

/** A running local push service. */
export interface LocalPushService {
  /** `https://127.0.0.1:<port>`: the `aud` its tokens must name, and a `PUSH_SERVICES` entry. */
  origin: string;
  /** Its certificate (PEM), the one to trust. */
  ca: string;
  /** A file holding {@link ca}, for `NODE_EXTRA_CA_CERTS` (removed on close). */
  caFile: string;
  /**
   * A new subscription; with `applicationServerKey` it is restricted to that VAPID key (as a
   * browser's `pushManager.subscribe({applicationServerKey})` makes it).
   */
  subscribe(options?: { applicationServerKey?: string }): LocalPushSubscription;
  /** Ends a subscription: its endpoint answers 410 from now on. */
  unsubscribe(endpoint: string): void;
  /** Makes an endpoint answer as told (in order, each fault for its `times`). */
  respond(endpoint: string, fault: PushFault): void;
  /** Every message accepted, in order (bounded by `maxRecords`). */
  messages: ReceivedPush[];
  /** Every request answered, in order (bounded by `maxRecords`). */
  attempts: PushAttempt[];
  /** Totals that outlive the bounded lists (`connections`: TLS connections accepted). */
  counts: { messages: number; attempts: number; refused: number; connections: number };
  /** The messages waiting for the device: one per topic, the newest; unexpired. */
  queued(endpoint: string): ReceivedPush[];
  /** Resolves once `count` requests in all have been answered or left hanging. */
  waitForAttempts(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The largest payload a push service takes (RFC 8030 requires at least 4096 bytes). */
const MAX_PAYLOAD = 4_096;
const DAY_S = 86_400;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

interface Subscription {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  restrictedTo: string | null;
  gone: boolean;
  queue: { message: ReceivedPush; expiresAt: number }[];
}

let certificate: Promise<{ key: string; cert: string }> | undefined;

/** A P-256 certificate for 127.0.0.1, made once per process with Debian's openssl. */
function localCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'push-cert-'));
    try {
      const key = join(dir, 'key.pem');
      const cert = join(dir, 'cert.pem');
      await promisify(execFile)('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]).catch((error: unknown) => {
        throw new Error(`the local push service needs openssl to make its certificate: ${error}`);
      });
      return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return certificate;
}

function concat(...parts: (Buffer | string)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

/** RFC 8291 decryption of one aes128gcm body with the subscription's keys. */
function decrypt(body: Buffer, subscription: Subscription): string {
  if (body.length < 21) throw new Error('shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error('keyid is not a 65-byte P-256 public key');
  const senderKey = body.subarray(21, 86);
  const record = body.subarray(86);
  // Web Push sends one record (RFC 8291 §4): the whole content fits in it.
  if (record.length < 17 || record.length > recordSize) throw new Error('not one whole record');
  const secret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = concat('WebPush: info\0', subscription.publicKey, senderKey);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

type VapidCheck =
  | { ok: true; vapid: ReceivedPush['vapid'] }
  | { ok: false; status: 401 | 403; reason: string };

const keyObjects = new Map<string, KeyObject>();

function publicKeyObject(k: string): KeyObject {
  let key = keyObjects.get(k);
  if (!key) {
    const raw = Buffer.from(k, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not a 65-byte P-256 public key');
    key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    if (keyObjects.size > 1_000) keyObjects.clear();
    keyObjects.set(k, key);
  }
  return key;
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, its audience this origin, not expired. */
function checkVapid(
  header: string | undefined,
  origin: string,
  nowMs: number,
  restrictedTo: string | null,
): VapidCheck {
  if (!header) return { ok: false, status: 401, reason: 'no Authorization' };
  const match = /^vapid\s+(.+)$/i.exec(header.trim());
  if (!match) return { ok: false, status: 401, reason: 'Authorization is not vapid' };
  const params = new Map(
    match[1]!.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.trim().toLowerCase(), value.join('=').trim()] as const;
    }),
  );
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return { ok: false, status: 401, reason: 'vapid lacks t or k' };
  const invalid = (reason: string): VapidCheck => ({ ok: false, status: 403, reason });
  if (restrictedTo !== null && k !== restrictedTo) {
    return invalid('k is not the subscription’s application server key');
  }
  const parts = token.split('.');
  if (parts.length !== 3) return invalid('t is not a JWT');
  const [head, body, signature] = parts as [string, string, string];
  let header_: { typ?: unknown; alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return invalid('t is not a JWT');
  }
  if (header_.alg !== 'ES256') return invalid('the JWT is not ES256');
  let key: KeyObject;
  try {
    key = publicKeyObject(k);
  } catch (error) {
    return invalid(String(error));
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return invalid('the JWT signature does not verify with k');
  if (claims.aud !== origin) return invalid(`aud is not ${origin}`);
  const nowS = nowMs / 1000;
  if (typeof claims.exp !== 'number' || !Number.isInteger(claims.exp)) return invalid('no exp');
  if (claims.exp <= nowS) return invalid('the JWT has expired');
  if (claims.exp > nowS + DAY_S) return invalid('exp is more than 24 hours away');
  const sub = claims.sub;
  if (typeof sub !== 'string' || !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(sub)) {
    return invalid('sub is not a mailto: or https: URL');
  }
  return { ok: true, vapid: { token, publicKey: k, aud: claims.aud, exp: claims.exp, sub } };
}

/** Starts a local push service on 127.0.0.1 with a free port. */
export async function startPushService(
  options: PushServiceOptions = {},
): Promise<LocalPushService> {
  const now = options.now ?? Date.now;
  const maxRecords = options.maxRecords ?? 100_000;
  const maxSubscriptions = options.maxSubscriptions ?? 100_000;
  const tls = await localCertificate();
  const subscriptions = new Map<string, Subscription>();
  const faults = new Map<string, { fault: PushFault; left: number }[]>();
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const messages: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  const counts = { messages: 0, attempts: 0, refused: 0, connections: 0 };
  let origin = '';

  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > maxRecords) list.splice(0, list.length - maxRecords);
  };

  function attempted(endpoint: string, status: number | 'hung') {
    keep(attempts, { endpoint, status, at: now() });
    counts.attempts += 1;
    if (typeof status === 'number' && status >= 300) counts.refused += 1;
    for (const waiter of waiters) {
      if (counts.attempts < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  }

  function answer(
    response: ServerResponse,
    endpoint: string,
    status: number,
    reason: string,
    headers: Record<string, string> = {},
  ) {
    attempted(endpoint, status);
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(reason);
  }

  function nextFault(endpoint: string): PushFault | null {
    const list = faults.get(endpoint);
    const first = list?.[0];
    if (!first) return null;
    first.left -= 1;
    if (first.left <= 0) list.shift();
    return first.fault;
  }

  function handle(incoming: IncomingMessage, response: ServerResponse, body: Buffer) {
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    const endpoint = `${origin}${path}`;
    const id = /^\/push\/([A-Za-z0-9_-]{16,64})$/.exec(path)?.[1];
    const subscription = id ? subscriptions.get(id) : undefined;
    if (!subscription) return answer(response, endpoint, 404, 'no such subscription');

    const fault = nextFault(endpoint);
    if (fault && 'hang' in fault) {
      attempted(endpoint, 'hung');
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (fault) {
      const headers: Record<string, string> = fault.retryAfter
        ? { 'retry-after': fault.retryAfter }
        : {};
      return answer(response, endpoint, fault.status, 'as the test asked', headers);
    }
    if (subscription.gone) return answer(response, endpoint, 410, 'subscription expired');
    if (incoming.method !== 'POST') {
      return answer(response, endpoint, 405, 'POST a push message', { allow: 'POST' });
    }

    const ttlHeader = incoming.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader.trim())) {
      return answer(response, endpoint, 400, 'TTL is required (RFC 8030 §5.2)');
    }
    const urgency = incoming.headers.urgency ?? 'normal';
    if (typeof urgency !== 'string' || !URGENCIES.has(urgency)) {
      return answer(response, endpoint, 400, 'Urgency must be very-low, low, normal or high');
    }
    const topicHeader = incoming.headers.topic;
    if (
      topicHeader !== undefined &&
      (typeof topicHeader !== 'string' || !TOPIC.test(topicHeader))
    ) {
      return answer(response, endpoint, 400, 'Topic must be 1–32 URL-safe base64 characters');
    }
    const vapid = checkVapid(
      incoming.headers.authorization,
      origin,
      now(),
      subscription.restrictedTo,
    );
    if (!vapid.ok) {
      return answer(response, endpoint, vapid.status, vapid.reason, {
        'www-authenticate': 'vapid',
      });
    }
    if (body.length > MAX_PAYLOAD) return answer(response, endpoint, 413, 'payload too large');
    let payload = '';
    if (body.length > 0) {
      if (incoming.headers['content-encoding'] !== 'aes128gcm') {
        return answer(response, endpoint, 415, 'Content-Encoding must be aes128gcm');
      }
      try {
        payload = decrypt(body, subscription);
      } catch (error) {
        // A real service cannot tell; the browser would drop it. Refused here so a test sees it.
        return answer(response, endpoint, 400, `cannot decrypt: ${(error as Error).message}`);
      }
    }
    const ttl = Math.min(Number(ttlHeader.trim()), 28 * DAY_S);
    const message: ReceivedPush = {
      id: randomUUID(),
      endpoint,
      payload,
      ttl,
      urgency,
      topic: topicHeader ?? null,
      headers: incoming.headers,
      vapid: vapid.vapid,
      receivedAt: now(),
    };
    keep(messages, message);
    counts.messages += 1;
    if (ttl > 0) {
      const queue = subscription.queue.filter(
        (entry) =>
          entry.expiresAt > now() &&
          (message.topic === null || entry.message.topic !== message.topic),
      );
      queue.push({ message, expiresAt: now() + ttl * 1000 });
      // A device offline for long: the service keeps the newest 100.
      subscription.queue = queue.slice(-100);
    }
    answer(response, endpoint, 201, '', { location: `/message/${message.id}` });
  }

  const server = createServer({ key: tls.key, cert: tls.cert }, (incoming, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD * 2) tooLarge = true;
      else chunks.push(chunk);
    });
    incoming.on('end', () => {
      if (tooLarge) {
        answer(response, `${origin}${incoming.url ?? '/'}`, 413, 'payload too large');
        return;
      }
      handle(incoming, response, Buffer.concat(chunks));
    });
  });
  server.on('secureConnection', () => {
    counts.connections += 1;
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = await mkdtemp(join(tmpdir(), 'push-service-'));
  const caFile = join(dir, 'ca.pem');
  await writeFile(caFile, tls.cert);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearTimeout(lifetime);
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    })();
    return closing;
  };
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 10 * 60_000);
  lifetime.unref();

  const byEndpoint = (endpoint: string) => {
    const id = /\/push\/([A-Za-z0-9_-]+)$/.exec(endpoint)?.[1];
    const subscription = id && endpoint.startsWith(origin) ? subscriptions.get(id) : undefined;
    if (!subscription) throw new Error('not an endpoint of this push service');
    return subscription;
  };

  return {
    origin,
    ca: tls.cert,
    caFile,
    subscribe({ applicationServerKey } = {}) {
      if (subscriptions.size >= maxSubscriptions) {
        throw new Error(`the local push service holds ${maxSubscriptions} subscriptions already`);
      }
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const id = randomBytes(24).toString('base64url');
      const endpoint = `${origin}/push/${id}`;
      const auth = randomBytes(16);
      subscriptions.set(id, {
        id,
        endpoint,
        ecdh,
        publicKey,
        auth,
        restrictedTo: applicationServerKey ?? null,
        gone: false,
        queue: [],
      });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    unsubscribe(endpoint) {
      byEndpoint(endpoint).gone = true;
    },
    respond(endpoint, fault) {
      byEndpoint(endpoint);
      const list = faults.get(endpoint) ?? [];
      list.push({ fault, left: fault.times ?? Number.POSITIVE_INFINITY });
      faults.set(endpoint, list);
    },
    messages,
    attempts,
    counts,
    queued(endpoint) {
      const subscription = byEndpoint(endpoint);
      return subscription.queue
        .filter((entry) => entry.expiresAt > now())
        .map((entry) => entry.message);
    },
    waitForAttempts(count) {
      if (counts.attempts >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.add({ count, resolve }));
    },
    close,
  };
}
