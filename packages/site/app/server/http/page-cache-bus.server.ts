/**
 * The page cache's invalidation (issues 10 and 13). The production server's page cache keys every
 * stored page with a version it reads from `globalThis[Symbol.for('district.page-cache')]` (see
 * packages/site/server/page-cache.js); this module raises that version whenever the notification
 * set a page shows changes, so no cached page shows an old set.
 *
 * Several instances: the instance that sees a change first announces it on the shared store's
 * `page-cache` channel. Every other instance then raises its own version and expires its cached
 * upstream answers, so its next render asks the search service again and shows the new set; a
 * change reaches every instance as soon as one has seen it, within one notification poll period.
 */
import { randomUUID } from 'node:crypto';
import type { Notification } from '@district/core/entities/notification';
import { z } from 'zod';
import type { SiteServices } from './services.server';

const PAGE_CACHE = Symbol.for('district.page-cache');
const CHANNEL = 'page-cache';
/** This process, so that it ignores its own announcements. */
const INSTANCE = randomUUID();

type PageCacheState = { version: number; notificationSets?: Map<string, string> };

const announcementSchema = z.object({
  instance: z.string().max(100),
  queryKey: z.string().max(10_000),
  set: z.string().max(1_000_000),
});

function state(): PageCacheState & { notificationSets: Map<string, string> } {
  const holder = globalThis as unknown as Record<symbol, PageCacheState | undefined>;
  holder[PAGE_CACHE] ??= { version: 0 };
  const current = holder[PAGE_CACHE];
  current.notificationSets ??= new Map();
  return current as PageCacheState & { notificationSets: Map<string, string> };
}

/** The page-cache version now (0 until the first change). */
export function pageCacheVersion(): number {
  return state().version;
}

/** A stable text of a notification set: ids and what is shown, in id order. */
export function notificationSetKey(notifications: readonly Notification[]): string {
  return notifications
    .map((n) => `${n.id}:${n.title}:${n.description ?? ''}:${n.type}:${n.importance}`)
    .sort()
    .join('|');
}

const connected = new WeakSet<SiteServices['sharedStore']>();

/** Listens for other instances' announcements (once per store). */
export function connectPageCacheBus(
  services: Pick<SiteServices, 'sharedStore' | 'reader' | 'logger'>,
) {
  if (connected.has(services.sharedStore)) return;
  connected.add(services.sharedStore);
  services.sharedStore.subscribe(CHANNEL, (message) => {
    let announcement: z.infer<typeof announcementSchema>;
    try {
      announcement = announcementSchema.parse(JSON.parse(message));
    } catch {
      services.logger.warn(
        { section: 'Page cache' },
        'Ignored a malformed page-cache announcement',
      );
      return;
    }
    if (announcement.instance === INSTANCE) return;
    const current = state();
    if (current.notificationSets.get(announcement.queryKey) === announcement.set) return;
    remember(current.notificationSets, announcement.queryKey, announcement.set);
    current.version += 1;
    // This instance's cached search answers predate the change: the next render asks again.
    services.reader.expire();
    services.logger.info(
      { section: 'Page cache', version: current.version, from: announcement.instance },
      'Notifications changed on another instance: cached pages refreshed',
    );
  });
}

/** The most notification queries remembered (hosts × audiences × category sets in use). */
export const NOTIFICATION_QUERIES_REMEMBERED = 1_000;

// Remembers a query's last set, forgetting the longest-unasked query beyond the bound (a Host
// header is the client's to choose: the keys must not grow without end).
function remember(sets: Map<string, string>, queryKey: string, set: string): void {
  sets.delete(queryKey);
  sets.set(queryKey, set);
  if (sets.size > NOTIFICATION_QUERIES_REMEMBERED) {
    const oldest = sets.keys().next().value;
    if (oldest !== undefined) sets.delete(oldest);
  }
}

/**
 * Notes the notifications answered for one query (host, audience and page categories); when they differ from the last
 * answer for the same categories, raises the version and tells the other instances.
 */
export function notePageCacheVersion(
  services: Pick<SiteServices, 'sharedStore' | 'reader' | 'logger'>,
  queryKey: string,
  notifications: readonly Notification[],
): void {
  connectPageCacheBus(services);
  const set = notificationSetKey(notifications);
  const current = state();
  const previous = current.notificationSets.get(queryKey);
  remember(current.notificationSets, queryKey, set);
  if (previous === undefined || previous === set) return;
  current.version += 1;
  services.sharedStore
    .publish(CHANNEL, JSON.stringify({ instance: INSTANCE, queryKey, set }))
    .catch((error: unknown) =>
      services.logger.warn(
        { section: 'Page cache', error: String(error) },
        'Could not announce a notification change to the other instances',
      ),
    );
}
