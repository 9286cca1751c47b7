/**
 * Notifications (docs/behaviour.md#notification-query, docs/behaviour.md#notification-states):
 * queried on the server for the first render and for `/api/notifications`, shaped by the configured
 * display rules, translated with the page. A change of the notification set bumps the page-cache
 * version so cached pages of every language are refreshed (see packages/site-server/src/page-cache.ts).
 */

import { getConfigurationSetting } from '@district/core/configuration/lookup';
import { NOTIFICATION_CATEGORIES } from '@district/core/constants';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import { type DisplayRule, displayRuleSchema } from '@district/core/entities/configuration';
import type { Notification } from '@district/core/entities/notification';
import type { Organization } from '@district/core/entities/organization';
import { applyPlaceholders } from '@district/core/messages/placeholders';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { notificationType } from '@district/core/notifications/display-rules';
import { shownNotifications } from '@district/core/notifications/floating';
import { notificationFromMessage } from '@district/core/notifications/from-message';
import { notificationWildcard } from '@district/core/org/org-config';
import { buildNotificationSearch } from '@district/core/search/builders';
import { searchMessages } from '@district/data/search/documents';
import { formatDate } from '@district/ui/card/format-date';
import { z } from 'zod';
import type { SiteNotification } from '../../components/site-notifications';
import { appContext } from '../http/load-context.server';
import { notePageCacheVersion } from '../http/page-cache-bus.server';
import type { RequestContext } from '../http/request-context.server';
import { type Writing, written } from '../pages/written.server';
import { statusDayWords } from './status-day.server';

/**
 * The fields of a notification shown in words, machine-translated wherever notifications are
 * loaded (the chrome, a page's own, the poll), so no path can leave a label in English.
 */
export const NOTIFICATION_TRANSLATED_FIELDS = [
  'title',
  'description',
  'callToActionLabel',
  'detailLinkLabel',
] as const satisfies readonly (keyof Notification)[];

/** How long a notification answer is reused: 15 s, and never stale while it revalidates. */
export const NOTIFICATION_FRESHNESS = { ttlMs: 15_000, staleWhileRevalidateMs: 0 } as const;

/**
 * The host notifications are destined to, the "current host" of
 * docs/behaviour.md#notification-query: the host of the organization's own website (CMS `website`)
 * whenever it has one, which also stands in on a loopback address in development and tests; the
 * request's host only when it has none. Not simply the host a request names, which the client
 * chooses: asked under the intranet's host, the public site showed an anonymous visitor the notices
 * destined to staff.
 */
export function notificationHost(ctx: RequestContext, organizationWebsite: string | null): string {
  if (organizationWebsite) {
    try {
      return new URL(organizationWebsite).host;
    } catch {
      // A website the CMS holds that is not a URL: the request's host, as with no website.
    }
  }
  return ctx.url.host;
}

// Display rules per configuration list: the CMS hands every request the same frozen list until
// the configuration changes, so its rules are validated once rather than on every request.
const rulesByConfiguration = new WeakMap<readonly ConfigurationItem[], readonly DisplayRule[]>();

/**
 * The display rules from configuration `notifications`/`displayRules`, else the table of
 * docs/behaviour.md#display-rules.
 */
export function displayRules(configuration: readonly ConfigurationItem[]): readonly DisplayRule[] {
  // Only a frozen list cannot change under the remembered rules.
  if (!Object.isFrozen(configuration)) return parseDisplayRules(configuration);
  let rules = rulesByConfiguration.get(configuration);
  if (!rules) {
    rules = Object.freeze(parseDisplayRules(configuration));
    rulesByConfiguration.set(configuration, rules);
  }
  return rules;
}

function parseDisplayRules(configuration: readonly ConfigurationItem[]): readonly DisplayRule[] {
  const raw = getConfigurationSetting<unknown>(configuration, 'notifications', 'displayRules', {
    defaultValue: DEFAULT_DISPLAY_RULES,
  });
  const parsed = z.array(displayRuleSchema).safeParse(raw);
  return parsed.success && parsed.data.length > 0 ? parsed.data : DEFAULT_DISPLAY_RULES;
}

// "Jan 12, 6:05 AM": a notice is read the morning it is posted; the day guards a stale one.
const POSTED: Intl.DateTimeFormatOptions = Object.freeze({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * How the posted times are written: in English and in the reader's language whenever it is
 * another. Unlike a card's date, which is inside the content, the time sits beside the notice's
 * own words in the interface's language (the hand-written labels need no translator).
 */
export function notificationWriting(ctx: Pick<RequestContext, 'language' | 'services'>): Writing {
  const { code } = ctx.language;
  return {
    locales: code === 'en' ? ['en'] : ['en', code],
    timeZone: ctx.services.org.timeZone,
  };
}

/**
 * A notification with the words of when it was posted ("Jan 12, 6:05 AM"), written here. A
 * school-status notice says its day instead: today's date when posted today (`today`), else the
 * day it was posted (docs/behaviour.md#notifications); `now` is the request's clock.
 */
export function withPostedWords(
  notification: Notification,
  writing: Writing,
  now: Date,
): SiteNotification {
  if (notificationType(notification) === 'status') {
    return { ...notification, ...statusDayWords(notification.startDateTime, now, writing) };
  }
  return {
    ...notification,
    posted: written(writing, (format) => formatDate(notification.startDateTime, format, POSTED)),
  };
}

/** Loads the active notifications for a page's categories, with the words of when each was posted. */
export async function loadNotifications(
  ctx: RequestContext,
  options: {
    /**
     * The organization: its website is the host notifications are destined to; its fields fill
     * placeholders.
     */
    organization: Organization | null;
    /** May still be loading: the search starts without waiting for it. */
    configuration: readonly ConfigurationItem[] | Promise<readonly ConfigurationItem[]>;
    pageCategories?: readonly string[];
  },
): Promise<SiteNotification[]> {
  const { services } = ctx;
  const host = notificationHost(ctx, options.organization?.website ?? null);
  const pageCategories = options.pageCategories ?? [];
  const query = buildNotificationSearch({
    now: ctx.now,
    host,
    districtDomain: services.org.districtDomain,
    wildcardDestination: notificationWildcard(services.org),
    pageCategories,
    excludeLeadership: ctx.excludeLeadership,
  });
  const [result, configuration] = await Promise.all([
    searchMessages(services.search, query, {
      logger: services.logger,
      cache: ctx.preview ? 'no-store' : 'default',
      // Never served stale while revalidating: a new notification shows within one poll period
      // (the page cache's 30 s plus this) on every instance.
      freshness: NOTIFICATION_FRESHNESS,
    }),
    options.configuration,
  ]);
  const rules = displayRules(configuration);
  const context = { organization: options.organization ?? {} };
  const notifications = result.hits.map((hit) =>
    notificationFromMessage(applyPlaceholders(hit.document, context), rules),
  );
  // Keyed by everything the answer depends on: two answers that differ only because they were
  // asked differently (another Host, a Leadership member) are no change of the notifications.
  notePageCacheVersion(
    services,
    [host, ctx.excludeLeadership ? 'public' : 'all', ...[...pageCategories].sort()].join('|'),
    notifications,
    appContext(ctx.loadContext).invalidatePageCache,
  );
  const writing = notificationWriting(ctx);
  return notifications.map((notification) => withPostedWords(notification, writing, ctx.now));
}

const SITE_WIDE: ReadonlySet<string> = new Set(NOTIFICATION_CATEGORIES);

/** Whether notifications of this category show on every page (they come with the chrome). */
export function isSiteWideCategory(category: string): boolean {
  return SITE_WIDE.has(category);
}

/**
 * A page's own notifications: of those found for the site-wide and the page's categories, the
 * ones found only because of the page's. The site-wide ones already come with the chrome; sending
 * them twice cost every such page a second copy in its data and in its translation batch.
 */
export function pageOwnNotifications<T extends Notification>(notifications: readonly T[]): T[] {
  return notifications.filter((n) => !n.categories.some(isSiteWideCategory));
}

/**
 * The notifications a page shows now, loaded the way the page loads them: the chrome's site-wide
 * ones and, on a page that loads its own (CMS pages), those its other categories bring, combined
 * as the browser combines them. The no-JavaScript toggle-all decides against these.
 */
export async function loadShownNotifications(
  ctx: RequestContext,
  options: {
    organization: Organization | null;
    configuration: readonly ConfigurationItem[] | Promise<readonly ConfigurationItem[]>;
    /** The page's categories (see core's notificationPageCategories). */
    pageCategories: readonly string[];
    /** Whether the page loads its own notifications (a CMS page's loader does, see page.server). */
    pageOwn: boolean;
  },
): Promise<SiteNotification[]> {
  const { organization, configuration, pageCategories } = options;
  const [siteWide, pageOwn] = await Promise.all([
    loadNotifications(ctx, { organization, configuration }),
    options.pageOwn
      ? loadPageOwnNotifications(ctx, { organization, configuration, pageCategories })
      : null,
  ]);
  return shownNotifications(siteWide, pageOwn ?? [], pageCategories);
}

/**
 * A CMS page's own notifications: those found for its categories other than the site-wide ones,
 * less those the chrome already has. Null when the page has no such category: nothing to search
 * for, now or when the browser polls (see the `path` of `/api/notifications`).
 */
export async function loadPageOwnNotifications(
  ctx: RequestContext,
  options: {
    organization: Organization | null;
    configuration: readonly ConfigurationItem[] | Promise<readonly ConfigurationItem[]>;
    pageCategories: readonly string[];
  },
): Promise<SiteNotification[] | null> {
  const extra = options.pageCategories.filter((c) => !isSiteWideCategory(c));
  if (extra.length === 0) return null;
  return pageOwnNotifications(await loadNotifications(ctx, { ...options, pageCategories: extra }));
}
