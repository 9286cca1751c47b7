/**
 * The page cache's invalidation: called whenever the notification set a page shows changes, and
 * announced on the shared store's `page-cache` channel so every other instance invalidates its
 * pages and upstream answers too, within one notification poll period.
 */
import { randomUUID } from 'node:crypto';
import type { Notification } from '@district/core/entities/notification';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { SiteServices } from './services.server';

const CHANNEL = 'page-cache';
/** This process, so that it ignores its own announcements. */
const INSTANCE = randomUUID();

const announcementSchema = z.object({
  instance: z.string().max(100),
  queryKey: z.string().max(10_000),
  set: z.string().max(1_000_000),
});

/** The most notification queries remembered (hosts × audiences × category sets in use). */
export const NOTIFICATION_QUERIES_REMEMBERED = 1_000;

// Each query's last set, bounded: a Host header is the client's to choose.
const notificationSets = new LRUCache<string, string>({ max: NOTIFICATION_QUERIES_REMEMBERED });
let changes = 0;
// The ids of every notification in the sets above, worked out again when a set changes.
let knownIds: Set<string> | null = null;
// The server's invalidation, as the last request handed it; none before the first request.
let invalidateServer: () => void = () => undefined;

function invalidate(): void {
  changes += 1;
  invalidateServer();
}

/** Whether this process answered notification `id`: dismissed-notice cookies key on these only. */
export function isKnownNotification(id: string): boolean {
  if (!knownIds) {
    knownIds = new Set();
    for (const set of notificationSets.values()) {
      for (const entry of set.split('|')) {
        const colon = entry.indexOf(':');
        if (colon > 0) knownIds.add(entry.slice(0, colon));
      }
    }
  }
  return knownIds.has(id);
}

/** How many times this process saw the notifications change (0 until the first change). */
export function pageCacheVersion(): number {
  return changes;
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
    if (notificationSets.get(announcement.queryKey) === announcement.set) return;
    notificationSets.set(announcement.queryKey, announcement.set);
    knownIds = null;
    invalidate();
    // This instance's cached search answers predate the change: the next render asks again.
    services.reader.expire();
    services.logger.info(
      { section: 'Page cache', changes, from: announcement.instance },
      'Notifications changed on another instance: cached pages refreshed',
    );
  });
}

/** Notes one query's notifications; on a change, invalidates the page cache here and elsewhere. */
export function notePageCacheVersion(
  services: Pick<SiteServices, 'sharedStore' | 'reader' | 'logger'>,
  queryKey: string,
  notifications: readonly Notification[],
  invalidatePageCache?: () => void,
): void {
  if (invalidatePageCache) invalidateServer = invalidatePageCache;
  connectPageCacheBus(services);
  const set = notificationSetKey(notifications);
  const previous = notificationSets.get(queryKey);
  notificationSets.set(queryKey, set);
  if (previous !== set) knownIds = null;
  if (previous === undefined || previous === set) return;
  invalidate();
  services.sharedStore
    .publish(CHANNEL, JSON.stringify({ instance: INSTANCE, queryKey, set }))
    .catch((error: unknown) =>
      services.logger.warn(
        { section: 'Page cache', error: String(error) },
        'Could not announce a notification change to the other instances',
      ),
    );
}
