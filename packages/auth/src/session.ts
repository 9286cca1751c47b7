/**
 * The intranet session: an encrypted, HttpOnly cookie that carries a random session id, and, once
 * signed in, server-side data (profile, groups, msal's token cache) in a SessionStore.
 * ARCHITECTURE.md, "Security decisions": tokens and the profile never reach the browser.
 *
 * Until a person is signed in, their session (a sign-in in progress, an error to show) lives in
 * the encrypted cookie alone and nothing is written to the store: anyone on the internet can
 * start a sign-in, and a flood of `POST /auth` must not fill the store that signed-in staff's
 * sessions live in (it once evicted every one of them). Only a sign-in the provider completed,
 * with a code it issued, writes to the store.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AUTH_CALLBACK_PATH } from './guard';
import type { SessionStore } from './session-store';

const KEY_INFO = 'district-auth session cookie v1';
const KEY_SALT = 'district-auth';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Browsers drop cookies above 4096 bytes; ours stay far below, and we refuse to grow past it. */
const MAX_COOKIE_BYTES = 4096;
/** The sign-in transaction cookie lives as long as a sign-in may reasonably take. */
const TRANSACTION_MAX_AGE_SECONDS = 10 * 60;

/**
 * What the cookie itself holds: an id and an expiry, and for a session not signed in yet its
 * data (sign-in progress and errors, never anything about the user).
 */
const cookiePayloadSchema = z.object({
  v: z.literal(1),
  sid: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  exp: z.number().int(),
  anon: z.unknown().optional(),
});

/**
 * Profile fields read from Graph `/v1.0/me` (docs/behaviour.md#directory-api); kept server-side
 * only.
 */
export const userProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  mail: z.string().nullable(),
  userPrincipalName: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A sign-in started by `beginSignIn` and not yet completed: single use. */
export const pendingSignInSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  startedAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** An authentication failure the site shows with (or, when aborted, without) a retry link. */
export const authErrorSchema = z.object({
  message: z.string(),
  retryable: z.boolean(),
});
export type AuthErrorState = z.infer<typeof authErrorSchema>;

/** The server-side session data (docs/behaviour.md#auth-states). */
export const sessionDataSchema = z.object({
  isAuthenticated: z.boolean().default(false),
  authProcessComplete: z.boolean().default(false),
  isInLeadershipGroup: z.boolean().default(false),
  userProfile: userProfileSchema.nullable().default(null),
  userGroups: z.array(z.string()).default([]),
  /** msal's account key in this session's token cache. */
  homeAccountId: z.string().nullable().default(null),
  /** When profile and groups were last read from the directory (ms since epoch). */
  directoryReadAt: z.number().nullable().default(null),
  /**
   * After failed directory refreshes (Graph or the provider down): how many in a row, and no new
   * attempt before `notBefore` (ms since epoch). Null once a read succeeds.
   */
  directoryRetry: z
    .object({ failures: z.number().int().positive(), notBefore: z.number() })
    .nullable()
    .default(null),
  pendingSignIn: pendingSignInSchema.nullable().default(null),
  error: authErrorSchema.nullable().default(null),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** A loaded session: mutate `data`, then `commit` it to get the Set-Cookie headers. */
export interface Session {
  id: string;
  data: SessionData;
  /** True when no valid cookie (or no server-side state) was found. */
  isNew: boolean;
}

/** Session manager options. */
export const sessionOptionsSchema = z.object({
  /** SESSION_SECRET: at least 32 characters; the cookie key is derived from it with HKDF. */
  secret: z.string().min(32, 'SESSION_SECRET must be at least 32 characters long'),
  /**
   * Cookie base name, for example `mvsd-session`. Secure cookies are sent as
   * `__Host-mvsd-session` and `__Secure-mvsd-session-signin`; local http keeps the plain names.
   */
  cookieName: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** Secure cookies (with the name prefixes); turn off only for local http development. */
  secure: z.boolean().default(true),
  /** Idle lifetime of a session, sliding on every commit. Default 8 hours (a working day). */
  maxAgeSeconds: z
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
});
export type SessionOptions = z.input<typeof sessionOptionsSchema>;

/** Loads, saves and destroys sessions; the only code that reads or writes the cookies. */
export interface SessionManager {
  readonly store: SessionStore;
  /** The session cookie's name as sent (`__Host-mvsd-session` when Secure). */
  readonly cookieName: string;
  /** The sign-in transaction cookie's name as sent (`__Secure-mvsd-session-signin` when Secure). */
  readonly transactionCookieName: string;
  /** Idle lifetime of a session in seconds. */
  readonly maxAgeSeconds: number;
  /** The session named by the request's cookies, or a fresh one. */
  load(cookieHeader: string | null | undefined): Promise<Session>;
  /** Persists the data and returns the Set-Cookie header values to send. */
  commit(session: Session): Promise<string[]>;
  /** Gives the session a new id (after sign-in, against session fixation); commit afterwards. */
  rotate(session: Session): Promise<void>;
  /** Deletes the server-side state and returns Set-Cookie values that clear the cookies. */
  destroy(session: Session): Promise<string[]>;
  /** The store key of this session's msal token cache. */
  tokenCacheKey(sessionId: string): string;
}

/** Creates the session manager over a store. */
export function createSessionManager(store: SessionStore, options: SessionOptions): SessionManager {
  const settings = sessionOptionsSchema.parse(options);
  const key = Buffer.from(hkdfSync('sha256', settings.secret, KEY_SALT, KEY_INFO, 32));
  // Name prefixes the browser enforces: it keeps a `__Host-` cookie only when it is Secure, on
  // Path=/ and without Domain, so no sibling subdomain (another school's site, a compromised
  // host under the district's domain) can set, overwrite or shadow it; `__Secure-` only demands
  // Secure, for the transaction cookie, whose Path is the callback. Browsers refuse both on
  // plain http, so local development and the loopback tests keep the plain names. A deployment
  // that upgrades no longer reads its old unprefixed cookies: people sign in once more.
  const cookieName = settings.secure ? `__Host-${settings.cookieName}` : settings.cookieName;
  // The sign-in transaction cookie exists because the provider *posts* back (form_post) from
  // another site, and browsers do not send SameSite=Lax cookies on cross-site POSTs. It carries
  // the same encrypted session id, only to the callback path, for ten minutes.
  const transactionName = settings.secure
    ? `__Secure-${settings.cookieName}-signin`
    : `${settings.cookieName}-signin`;
  const dataKey = (sid: string) => `session:${sid}`;
  const tokenCacheKey = (sid: string) => `msal-cache:${sid}`;

  function seal(name: string, sid: string, maxAgeSeconds: number, anon?: SessionData): string {
    const payload = JSON.stringify({
      v: 1,
      sid,
      exp: Math.floor(Date.now() / 1000) + maxAgeSeconds,
      ...(anon ? { anon } : {}),
    });
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    // The cookie name is authenticated data, so a value cannot be moved to another cookie.
    cipher.setAAD(Buffer.from(name));
    const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  function unseal(name: string, value: string): { sid: string; anon: SessionData | null } | null {
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
      const parsed = cookiePayloadSchema.safeParse(JSON.parse(plain));
      if (!parsed.success || parsed.data.exp * 1000 <= Date.now()) return null;
      if (parsed.data.anon === undefined) return { sid: parsed.data.sid, anon: null };
      const anon = sessionDataSchema.safeParse(parsed.data.anon);
      // A cookie can only hold a session that is not signed in: the store decides who is.
      if (!anon.success || anon.data.isAuthenticated) return null;
      return { sid: parsed.data.sid, anon: anon.data };
    } catch {
      // Tampered, truncated or encrypted with another secret: treated as no cookie at all.
      return null;
    }
  }

  function serialize(
    name: string,
    value: string,
    maxAge: number,
    path: string,
    sameSite: 'Lax' | 'None',
  ): string {
    const parts = [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly'];
    if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    if (settings.secure) parts.push('Secure');
    parts.push(`SameSite=${sameSite}`);
    const cookie = parts.join('; ');
    if (Buffer.byteLength(cookie) > MAX_COOKIE_BYTES) {
      throw new Error(`The ${name} cookie would exceed ${MAX_COOKIE_BYTES} bytes.`);
    }
    return cookie;
  }

  // SameSite=None needs Secure; on local http the provider and the site share the loopback
  // host, so the callback POST is same-site and Lax reaches it.
  const transactionSameSite = settings.secure ? 'None' : 'Lax';

  function fresh(): Session {
    return { id: newSessionId(), data: sessionDataSchema.parse({}), isNew: true };
  }

  async function readData(sid: string): Promise<SessionData | null> {
    const stored = await store.get(dataKey(sid));
    if (stored === null) return null;
    try {
      const parsed = sessionDataSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    store,
    cookieName,
    transactionCookieName: transactionName,
    maxAgeSeconds: settings.maxAgeSeconds,
    tokenCacheKey,

    async load(cookieHeader) {
      const cookies = parseCookieHeader(cookieHeader);
      for (const name of [cookieName, transactionName]) {
        const value = cookies.get(name);
        if (!value) continue;
        const sealed = unseal(name, value);
        if (!sealed) continue;
        if (sealed.anon) return { id: sealed.sid, data: sealed.anon, isNew: false };
        const data = await readData(sealed.sid);
        if (data) return { id: sealed.sid, data, isNew: false };
      }
      return fresh();
    },

    async commit(session) {
      // Signed in: the data lives in the store. Not yet: in the cookies alone (see the top).
      const anon = session.data.isAuthenticated ? undefined : session.data;
      if (anon) await store.delete(dataKey(session.id));
      else {
        await store.set(dataKey(session.id), JSON.stringify(session.data), settings.maxAgeSeconds);
      }
      const headers = [
        serialize(
          cookieName,
          seal(cookieName, session.id, settings.maxAgeSeconds, anon),
          settings.maxAgeSeconds,
          '/',
          'Lax',
        ),
      ];
      headers.push(
        session.data.pendingSignIn
          ? serialize(
              transactionName,
              seal(transactionName, session.id, TRANSACTION_MAX_AGE_SECONDS, anon),
              TRANSACTION_MAX_AGE_SECONDS,
              AUTH_CALLBACK_PATH,
              transactionSameSite,
            )
          : serialize(transactionName, '', 0, AUTH_CALLBACK_PATH, transactionSameSite),
      );
      return headers;
    },

    async rotate(session) {
      const previous = session.id;
      session.id = newSessionId();
      session.isNew = false;
      await store.delete(dataKey(previous));
      const cache = await store.get(tokenCacheKey(previous));
      await store.delete(tokenCacheKey(previous));
      if (cache !== null) {
        await store.set(tokenCacheKey(session.id), cache, settings.maxAgeSeconds);
      }
    },

    async destroy(session) {
      await store.delete(dataKey(session.id));
      await store.delete(tokenCacheKey(session.id));
      // A new id too, so committing this object later cannot revive the old one.
      session.id = newSessionId();
      session.data = sessionDataSchema.parse({});
      session.isNew = true;
      return [
        serialize(cookieName, '', 0, '/', 'Lax'),
        serialize(transactionName, '', 0, AUTH_CALLBACK_PATH, transactionSameSite),
      ];
    },
  };
}

/** A fresh 256-bit random session id (43 base64url characters). */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Parses a Cookie request header into name → value (first occurrence wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}
