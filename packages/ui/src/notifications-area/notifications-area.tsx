import { activeNotifications, dismissedCount } from '@district/core/notifications/dismissed';
import { notificationType } from '@district/core/notifications/display-rules';
import { notificationTone, tonePalette } from '@district/core/notifications/tone';
import { type ReactNode, useEffect, useRef } from 'react';
import { useEnhanced } from '../enhance/use-enhanced';
import {
  NOTIFICATION_LABELS,
  Notification,
  type NotificationContent,
  type NotificationLabels,
} from '../notification/notification';
import * as styles from './notifications-area.css';

/** The area's own words and those of its notifications, in the reader's language. */
export interface NotificationsAreaLabels extends NotificationLabels {
  /** The toggle-all button when some are dismissed: it shows them again. */
  showDismissed: (dismissed: number) => string;
  /**
   * The toggle-all button when none are dismissed: it hides the dismissible floating ones, and
   * says how many ("Hide 1 notice"); it sits right under them, so it is clear which.
   */
  hideAll: (dismissible: number) => string;
}

/** English, the default of every label. */
export const NOTIFICATIONS_AREA_LABELS: NotificationsAreaLabels = {
  ...NOTIFICATION_LABELS,
  showDismissed: (dismissed) => `Show dismissed notifications (${dismissed})`,
  hideAll: (dismissible) => (dismissible === 1 ? 'Hide 1 notice' : `Hide ${dismissible} notices`),
};

/** Props of {@link NotificationsArea}: state in, callbacks out, so the site wires core's reducer. */
export interface NotificationsAreaProps {
  /** The notifications loaded for this page, dismissed ones included. */
  notifications: readonly NotificationContent[];
  /** Ids the reader dismissed (from `{brand}-notifications-dimissed-ids`). */
  dismissedIds: readonly string[];
  /** Dismiss one; the site dispatches core's `{ type: 'dismiss' }`. */
  onDismiss?: (notification: NotificationContent) => void;
  /** Toggle all; the site dispatches core's `{ type: 'toggle-all' }`. */
  onToggleAll?: () => void;
  /** Ids that arrived by polling after the page loaded: only these are announced. */
  announceIds?: readonly string[];
  /** The area's accessible name. */
  label?: string;
  /** The buttons' words; English when not given. */
  labels?: NotificationsAreaLabels;
  /**
   * Where dismiss and toggle-all post without JavaScript. Given, both are forms rendered the same
   * on the server and in the browser (no shift at hydration); the callbacks take over the submit.
   */
  dismissAction?: string;
  /** The page to come back to after a posted dismissal. */
  returnTo?: string;
  /**
   * A small link at the start of the toggle-all's line (the site's "Get closure alerts"), so the
   * two share one line of a phone's first screen.
   */
  toolbarStart?: ReactNode;
}

const SEVERITY = { emergency: 0, alert: 1, success: 2, info: 3 } as const;

/** A notice's tone, from its type, importance, categories and tags. */
function toneOf(notification: NotificationContent) {
  return notificationTone({
    type: notificationType(notification),
    importance: notification.importance,
    categories: notification.categories ?? [],
    tags: notification.tags ?? [],
  });
}

/**
 * Whether the notices shown make a normal day: nothing closed, delayed, urgent or an emergency.
 * Then an "open" status folds to one line (issue #48); any serious notice keeps it whole, in its
 * place first, beside the closure or delay it answers.
 */
export function normalDay(notifications: readonly NotificationContent[]): boolean {
  return notifications.every((n) => {
    const palette = tonePalette(toneOf(n));
    return palette !== 'alert' && palette !== 'emergency';
  });
}

/**
 * Where a notice stands in the list: the day's school status first (a parent's first question,
 * "is school open?"), then by seriousness (closed and emergencies before delays and alerts); the
 * search's order among equals.
 */
export function noticeRank(notification: NotificationContent): number {
  const type = notificationType(notification);
  const palette = tonePalette(toneOf(notification));
  return (type === 'status' ? 0 : 4) + SEVERITY[palette];
}

/** The toggle-all button's label: what pressing it will do, and how many are dismissed. */
export function toggleAllLabel(
  dismissed: number,
  dismissible: number,
  labels: Pick<NotificationsAreaLabels, 'showDismissed' | 'hideAll'> = NOTIFICATIONS_AREA_LABELS,
): string | null {
  if (dismissed > 0) return labels.showDismissed(dismissed);
  if (dismissible > 0) return labels.hideAll(dismissible);
  return null;
}

/**
 * The notifications area of the chrome, at the top of the page's main content: status, banners
 * and inline notifications, then the floating ones as one-line disclosures (in the page flow: a
 * notice floating over the page hid its heading on a phone and half the screen at 400 % zoom),
 * then a toggle-all button that says how many it hides or shows again.
 * Dismiss and toggle-all controls appear once JavaScript runs (they have no server form). After a
 * dismissal focus moves to the toggle-all button, whose label now carries the new count.
 */
export function NotificationsArea({
  notifications,
  dismissedIds,
  onDismiss,
  onToggleAll,
  announceIds = [],
  label = 'Notifications',
  labels = NOTIFICATIONS_AREA_LABELS,
  dismissAction,
  returnTo = '/',
  toolbarStart,
}: NotificationsAreaProps) {
  const enhanced = useEnhanced();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  const active = activeNotifications(notifications, dismissedIds);
  const dismissed = dismissedCount(notifications, dismissedIds);
  const floating = active.filter((n) => notificationType(n) === 'floating');
  const inFlow = active
    .filter((n) => notificationType(n) !== 'floating')
    .sort((a, b) => noticeRank(a) - noticeRank(b));
  const toggleLabel = toggleAllLabel(
    dismissed,
    floating.filter((n) => n.dismissible).length,
    labels,
  );
  const { lang, dir } = labels;
  const announce = new Set(announceIds);
  const calm = normalDay(active);

  useEffect(() => {
    if (focusToggle.current) toggleRef.current?.focus();
    focusToggle.current = false;
  }, [dismissedIds]);

  const dismiss =
    (enhanced || dismissAction) && onDismiss
      ? (notification: NotificationContent) => {
          focusToggle.current = true;
          onDismiss(notification);
        }
      : undefined;

  if (notifications.length === 0) return null;
  const item = (notification: NotificationContent) => (
    <li key={notification.id}>
      <Notification
        notification={{ ...notification, type: notificationType(notification) }}
        folded={calm && toneOf(notification) === 'open'}
        onDismiss={dismiss}
        announce={announce.has(notification.id)}
        dismissAction={dismissAction}
        returnTo={returnTo}
        labels={labels}
      />
    </li>
  );

  return (
    <section className={styles.root} aria-label={label}>
      {inFlow.length > 0 || floating.length > 0 ? (
        <ul className={styles.top}>
          {inFlow.map(item)}
          {floating.map(item)}
        </ul>
      ) : null}
      {dismissAction && toggleLabel ? (
        <form
          method="post"
          action={dismissAction}
          className={styles.toolbar}
          onSubmit={(event) => {
            if (!onToggleAll) return;
            event.preventDefault();
            onToggleAll();
          }}
        >
          <input type="hidden" name="toggle" value="all" />
          {dismissed > 0
            ? null
            : floating
                .filter((n) => n.dismissible)
                .map((n) => <input key={n.id} type="hidden" name="ids" value={n.id} />)}
          <input type="hidden" name="returnTo" value={returnTo} />
          {toolbarStart}
          <button ref={toggleRef} type="submit" className={styles.toggleAll} lang={lang} dir={dir}>
            {toggleLabel}
          </button>
        </form>
      ) : enhanced && onToggleAll && toggleLabel ? (
        <div className={styles.toolbar}>
          {toolbarStart}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggleAll}
            onClick={onToggleAll}
            lang={lang}
            dir={dir}
          >
            {toggleLabel}
          </button>
        </div>
      ) : toolbarStart ? (
        <div className={styles.toolbar}>{toolbarStart}</div>
      ) : null}
    </section>
  );
}
