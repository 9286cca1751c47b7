/**
 * Server-side session state. The browser only ever holds an encrypted session id (session.ts);
 * everything else (sign-in progress, profile, groups, msal's token cache) lives behind this port:
 * the shared store's key-value part (packages/data/src/shared-store), so every instance behind a
 * load balancer sees every session when Redis is configured, and one process's bounded memory
 * (`createMemorySharedStore`) otherwise.
 */
import type { SharedStore } from '@district/data/shared-store/shared-store';

/** A key-value store with per-entry expiry: all the session layer needs. */
export type SessionStore = Pick<SharedStore, 'get' | 'set' | 'delete'>;
