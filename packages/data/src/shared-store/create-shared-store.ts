/**
 * The shared store a server instance uses: Redis behind the memory fallback when `REDIS_URL` is
 * set, else the in-process memory (one instance needs nothing more).
 */
import type { Logger } from '../resilience/logger';
import { createFallbackSharedStore } from './fallback-shared-store';
import { createMemorySharedStore, type MemoryStoreSpace } from './memory-shared-store';
import { createRedisSharedStore } from './redis-shared-store';
import type { SharedStore } from './shared-store';

/** The in-process store: all one instance needs, and what tests run on. */
export { createMemorySharedStore } from './memory-shared-store';

/**
 * Creates the store for `redisUrl` (null: memory only). `spaces` give the memory (the store
 * itself, or Redis's fallback) budgets of their own per key prefix. Redis itself is one budget:
 * run it without eviction (see the deploy docs), so nothing there pushes anything out.
 */
export function createSharedStore({
  redisUrl,
  logger,
  spaces,
}: {
  redisUrl: string | null;
  logger: Logger;
  spaces?: readonly MemoryStoreSpace[];
}): SharedStore {
  const local = createMemorySharedStore(spaces ? { spaces } : {});
  if (!redisUrl) return local;
  return createFallbackSharedStore({
    primary: createRedisSharedStore({ url: redisUrl }),
    local,
    logger,
  });
}
