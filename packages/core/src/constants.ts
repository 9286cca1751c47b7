/**
 * The business constants and limits (docs/behaviour.md#constants), in one place. Every other module
 * (and every other package) reads them from here instead of repeating a number or a name.
 */

/** Default feed and search limit. */
export const DEFAULT_LIMIT = 10;
/** Default `top` of the event search function (feeds). */
export const EVENT_SEARCH_LIMIT = 5;
/** Default `top` of the file search function (feeds). */
export const FILE_SEARCH_LIMIT = 5;
/** Default `top` of the site file search. */
export const SITE_FILE_SEARCH_LIMIT = 250;
/** Default `top` of the page search (`pages-index`). */
export const PAGE_SEARCH_LIMIT = 250;
/** Facet count asked for on `messages-index`. */
export const FACET_COUNT = 1000;
/** Group (contact) search limit. */
export const GROUP_SEARCH_LIMIT = 2;
/** `top` of the notification search. */
export const NOTIFICATION_SEARCH_TOP = 10;
/** Notifications are reloaded this often (ms). */
export const NOTIFICATION_POLL_MS = 60_000;
/** The route guard checks whether the auth process is complete this often (ms). */
export const AUTH_POLL_MS = 100;
/** `metaDescription` truncation length; longer text gets `...` appended. */
export const META_DESCRIPTION_LENGTH = 120;
/** Event feed window length from now, in days. */
export const EVENT_WINDOW_DAYS = 180;
/** HTTP status shown on the error page when the error carries none. */
export const DEFAULT_ERROR_STATUS = 500;

/** Lifetime of the persisted-state cookie, in days. */
export const STATE_COOKIE_MAX_AGE_DAYS = 31;
/** Lifetime of the persisted-state cookie, in seconds (for `Max-Age`). */
export const STATE_COOKIE_MAX_AGE_SECONDS = STATE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
/** SameSite attribute of the persisted-state cookie. */
export const STATE_COOKIE_SAME_SITE = 'Lax';

/** Name of the persisted-state cookie: `{brand}-website-state`. */
export function stateCookieName(brand: string): string {
  return `${brand}-website-state`;
}

/** Message channels (docs/behaviour.md#channels). */
export const CHANNELS = {
  announcements: 'Announcements',
  stories: 'News & Stories',
  notifications: 'Notifications',
} as const;

/** The destination title that targets every organization. */
export const DISTRICT_WIDE_DESTINATION = 'District Wide';

/** Messages in this category are never shown to intranet non-members. */
export const LEADERSHIP_CATEGORY = 'Leadership';

/** The category that makes a floating notification show on every page. */
export const IMPORTANT_NOTICE_CATEGORY = 'Important Notice';

/** The five notification categories searched on every page. */
export const NOTIFICATION_CATEGORIES = [
  'Emergency Alert',
  'Urgent Alert',
  'Delays and Closures',
  IMPORTANT_NOTICE_CATEGORY,
  'Info Alert',
] as const;

/** Menu icon names. */
export const MENU_ICONS = [
  'info',
  'finance',
  'cora',
  'files',
  'vendors',
  'ix',
  'register',
  'school',
  'calendar',
  'directory',
  'login',
  'jobs',
  'facebook',
  'instagram',
  'youtube',
  'twitter',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** Feed icon names. */
export const FEED_ICONS = ['info', 'school', 'calendar-alt', 'files', 'directory'] as const;
export type FeedIcon = (typeof FEED_ICONS)[number];

/** Notification icon names. */
export const NOTIFICATION_ICONS = ['weather-sun', 'weather-snow'] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];
