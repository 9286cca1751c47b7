/**
 * The shared store a server instance uses: Redis behind the memory fallback when `REDIS_URL` is
 * set, else the in-process memory (one instance needs nothing more).
 */
import type { Logger } from '../resilience/logger';
import { createFallbackSharedStore } from './fallback-shared-store';
import { createMemorySharedStore } from './memory-shared-store';
import { createRedisSharedStore } from './redis-shared-store';
import type { SharedStore } from './shared-store';

/** Creates the store for `redisUrl` (null: memory only). */
export function createSharedStore({
  redisUrl,
  logger,
}: {
  redisUrl: string | null;
  logger: Logger;
}): SharedStore {
  if (!redisUrl) return createMemorySharedStore();
  return createFallbackSharedStore({ primary: createRedisSharedStore({ url: redisUrl }), logger });
}
