import { IMPORTANT_NOTICE_CATEGORY } from '../constants';
import type { Notification, NotificationType } from '../entities/notification';
import { notificationType } from './display-rules';

const normalize = (value: string) => value.trim().toLowerCase();

/**
 * Whether a floating notification is shown on a page (SPEC section 4): its categories include
 * `Important Notice` or any category of the current page. Compared case-insensitively, like the
 * display rules, so an editor's capitalisation never hides an alert.
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
