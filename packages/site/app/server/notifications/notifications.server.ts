/** Notifications (docs/behaviour.md#notification-query); a change of the set bumps the page-cache version. */

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

/** The fields shown in words, translated wherever notifications load, so none stays in English. */
export const NOTIFICATION_TRANSLATED_FIELDS = [
  'title',
  'description',
  'callToActionLabel',
  'detailLinkLabel',
] as const satisfies readonly (keyof Notification)[];

/** How long a notification answer is reused: 15 s, and never stale while it revalidates. */
export const NOTIFICATION_FRESHNESS = { ttlMs: 15_000, staleWhileRevalidateMs: 0 } as const;

/**
 * The "current host" of docs/behaviour.md#notification-query: the organization's CMS website's
 * host, else the request's. Never simply the request's, which the client chooses: it would show
 * staff notices to anonymous visitors under the intranet's host.
 */
export function notificationHost(ctx: RequestContext, organizationWebsite: string | null): string {
  if (organizationWebsite) {
    try {
      return new URL(organizationWebsite).host;
    } catch {
      // Not a URL: the request's host, as with no website.
    }
  }
  return ctx.url.host;
}

// Validated once per frozen configuration list: the CMS hands every request the same one.
const rulesByConfiguration = new WeakMap<readonly ConfigurationItem[], readonly DisplayRule[]>();

/** The display rules from configuration, else the table of docs/behaviour.md#display-rules. */
export function displayRules(configuration: readonly ConfigurationItem[]): readonly DisplayRule[] {
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

/** Posted times in English and the reader's language: the time sits beside the notice, in the UI's. */
export function notificationWriting(ctx: Pick<RequestContext, 'language' | 'services'>): Writing {
  const { code } = ctx.language;
  return {
    locales: code === 'en' ? ['en'] : ['en', code],
    timeZone: ctx.services.org.timeZone,
  };
}

/** A notification with when it was posted; a status notice says its day (docs/behaviour.md#notifications). */
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
    /** Its website is the host notifications are destined to; its fields fill placeholders. */
    organization: Organization | null;
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
      // Never stale while revalidating: a new notification shows within one poll period everywhere.
      freshness: NOTIFICATION_FRESHNESS,
    }),
    options.configuration,
  ]);
  const rules = displayRules(configuration);
  const context = { organization: options.organization ?? {} };
  const notifications = result.hits.map((hit) =>
    notificationFromMessage(applyPlaceholders(hit.document, context), rules),
  );
  // Keyed by what the answer depends on: another Host or viewer alone is no change of notifications.
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

/** A page's own notifications: those found only because of its categories (the chrome has the rest). */
export function pageOwnNotifications<T extends Notification>(notifications: readonly T[]): T[] {
  return notifications.filter((n) => !n.categories.some(isSiteWideCategory));
}

/** The notifications a page shows now, as the browser combines them; no-JS toggle-all decides on these. */
export async function loadShownNotifications(
  ctx: RequestContext,
  options: {
    organization: Organization | null;
    configuration: readonly ConfigurationItem[] | Promise<readonly ConfigurationItem[]>;
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

/** A CMS page's own notifications, less the chrome's; null when it has no category of its own. */
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
