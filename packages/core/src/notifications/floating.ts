import { IMPORTANT_NOTICE_CATEGORY } from '../constants';
import type { Notification, NotificationType } from '../entities/notification';
import { notificationType } from './display-rules';

const normalize = (value: string) => value.trim().toLowerCase();

/**
 * Whether a floating notification is shown on a page (docs/behaviour.md#notification-states): its
 * categories include `Important Notice` or any category of the current page. Compared
 * case-insensitively, like the display rules, so an editor's capitalisation never hides an alert.
 */
export function isFloatingNotificationShown(
  notification: Pick<Notification, 'categories'>,
  pageCategories: readonly string[],
): boolean {
  const wanted = new Set([IMPORTANT_NOTICE_CATEGORY, ...pageCategories].map(normalize));
  return notification.categories.some((category) => wanted.has(normalize(category)));
}

/** The notifications a page shows: every non-floating one, and the floating ones that pass. */
export function notificationsForPage<
  T extends Pick<Notification, 'categories'> & { type?: NotificationType | null },
>(notifications: readonly T[], pageCategories: readonly string[]): T[] {
  return notifications.filter(
    (notification) =>
      notificationType(notification) !== 'floating' ||
      isFloatingNotificationShown(notification, pageCategories),
  );
}

/**
 * The notifications a page shows (docs/behaviour.md#notification-states), however they were loaded:
 * the site-wide ones (the chrome's, refreshed by the poll), then the page's own that are not among
 * them, filtered for the page's categories. The browser draws these, and the no-JavaScript
 * toggle-all decides against the same list, so the button's label and its effect agree.
 */
export function shownNotifications<
  T extends Pick<Notification, 'id' | 'categories'> & { type?: NotificationType | null },
>(siteWide: readonly T[], pageOwn: readonly T[], pageCategories: readonly string[]): T[] {
  const known = new Set(siteWide.map((notification) => notification.id));
  const all =
    pageOwn.length === 0
      ? siteWide
      : [...siteWide, ...pageOwn.filter((notification) => !known.has(notification.id))];
  return notificationsForPage(all, pageCategories);
}
