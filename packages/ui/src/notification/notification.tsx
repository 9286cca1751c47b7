import type { Notification as NotificationEntity } from '@district/core/entities/notification';
import {
  type NotificationTone,
  notificationTone,
  tonePalette,
} from '@district/core/notifications/tone';
import { Icon, isIconName } from '../icon/icon';
import * as styles from './notification.css';

/** The fields of a notification this component shows. */
export type NotificationContent = Pick<
  NotificationEntity,
  | 'id'
  | 'title'
  | 'description'
  | 'icon'
  | 'importance'
  | 'type'
  | 'dismissible'
  | 'callToActionUrl'
  | 'callToActionLabel'
  | 'detailLinkUrl'
  | 'detailLinkLabel'
> &
  Partial<Pick<NotificationEntity, 'categories' | 'tags' | 'startDateTime'>> & {
    /**
     * When it was posted, in words the server wrote in the reader's language and the district's
     * time zone (the browser creates no date formatter); shown with `startDateTime`.
     */
    posted?: string | null;
    /**
     * For a status notice posted today, today's date in words the server wrote ("Friday,
     * November 28"): the notice then says the day it is for.
     */
    today?: string | null;
  };

/** The words a notification adds around its content, in the reader's language (English by default). */
export interface NotificationLabels {
  /** The call to action's text when the notification has none of its own. */
  learnMore: string;
  /** The detail link's text when the notification has none of its own. */
  details: string;
  /** The dismiss button's accessible name, for a notification titled `title`. */
  dismiss: (title: string) => string;
  /** The badge word of each tone ("Closed", "Delayed", "Open", "Alert"…): a cue that is not colour. */
  tone: Record<NotificationTone, string>;
  /** The posted line, around the server-written time ("Posted Jan 12, 6:05 AM"). */
  posted: (time: string) => string;
  /** A status notice's badge on the day it was posted: "Open today, Friday, November 28". */
  statusToday: (status: string, date: string) => string;
  /**
   * The language of these words when it is not the surrounding content's (notifications that
   * could not be translated are marked English, while the buttons are in the reader's language).
   */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** English, the default of every label. */
export const NOTIFICATION_LABELS: NotificationLabels = {
  learnMore: 'Learn more',
  details: 'Details',
  dismiss: (title) => `Dismiss notification: ${title}`,
  tone: {
    closed: 'Closed',
    delayed: 'Delayed',
    open: 'Open',
    emergency: 'Emergency',
    alert: 'Alert',
    success: 'Update',
    info: 'Notice',
  },
  posted: (time) => `Posted ${time}`,
  statusToday: (status, date) => `${status} today, ${date}`,
};

/** Props of {@link Notification}. */
export interface NotificationProps {
  /** The words around the content; English when not given. */
  labels?: NotificationLabels;
  notification: NotificationContent;
  /** Shown as a dismiss button when given and the notification is dismissible. */
  onDismiss?: (notification: NotificationContent) => void;
  /**
   * Whether the notification arrived while the reader was on the page (a poll brought it).
   * Only then does an alert or emergency interrupt with `role="alert"`; see {@link notificationRole}.
   */
  announce?: boolean;
  /** Heading level of a banner's title; other types use a paragraph. */
  headingLevel?: 2 | 3;
  /**
   * Where the dismiss control posts without JavaScript (the site remembers the dismissal in a
   * cookie). With it, the control is a form that works before and without hydration; `onDismiss`
   * then takes the submit over in the browser.
   */
  dismissAction?: string;
  /** The page to come back to after a posted dismissal. */
  returnTo?: string;
  /**
   * Folds a status notice to its one title line that opens on request, as a floating notice is:
   * for a normal day's "open", which need not take a third of a phone's first screen.
   */
  folded?: boolean;
}

const IMPORTANCE_ICON = {
  info: 'info',
  success: 'check',
  alert: 'alert',
  emergency: 'alert',
} as const;

/**
 * The ARIA role of a notification.
 *
 * - `status` notifications are `role="status"`: a polite live region, read when it changes.
 * - An alert or emergency is `role="alert"` only when `announce` is set, meaning it arrived after
 *   the page loaded. Notifications present at load are read in page order like any content:
 *   an alert role on load is announced unreliably (NVDA and JAWS often skip it, VoiceOver reads it
 *   on every page), and repeating a standing emergency on every page a parent opens makes the
 *   site unusable with a screen reader.
 * - Other new notifications (info, success) are `role="status"`, polite.
 * - Otherwise no role: banners carry a heading so screen reader users can jump to them.
 */
export function notificationRole(
  notification: Pick<NotificationContent, 'type' | 'importance'>,
  announce = false,
): 'alert' | 'status' | undefined {
  if (notification.type === 'status') return 'status';
  if (!announce) return undefined;
  return notification.importance === 'alert' || notification.importance === 'emergency'
    ? 'alert'
    : 'status';
}

/** A link with the notification's own text, else with our label, marked in the labels' language. */
function LinkOrLabel({
  href,
  text,
  fallback,
  labels,
}: {
  href: string;
  text?: string | null;
  fallback: string;
  labels: NotificationLabels;
}) {
  if (text) return <a href={href}>{text}</a>;
  return (
    <a href={href} lang={labels.lang} dir={labels.dir}>
      {fallback}
    </a>
  );
}

/**
 * One notification in its tone's look, with an optional dismiss button. The tone (see core's
 * notificationTone) picks the palette for every type and a badge word, so closed, delayed and
 * open read apart without colour. A floating notification is a one-line disclosure: its title
 * shows, the rest opens on request (native `<details>`, so without JavaScript too).
 */
export function Notification({
  notification,
  onDismiss,
  announce = false,
  headingLevel = 2,
  dismissAction,
  returnTo = '/',
  labels = NOTIFICATION_LABELS,
  folded = false,
}: NotificationProps) {
  const { type, importance } = notification;
  const tone = notificationTone({
    type,
    importance,
    categories: notification.categories ?? [],
    tags: notification.tags ?? [],
  });
  const palette = tonePalette(tone);
  // The strongest signal: white on the critical colour, for an emergency banner or a closure.
  const solid = palette === 'emergency' && (type === 'banner' || type === 'status');
  const icon = isIconName(notification.icon) ? notification.icon : IMPORTANCE_ICON[palette];
  const role = notificationRole(notification, announce);
  const className = [
    styles.root,
    styles.type[type],
    type === 'floating' || (type === 'status' && folded) ? styles.folded : '',
    styles.tone[palette],
    solid ? styles.solid : '',
  ]
    .filter(Boolean)
    .join(' ');
  // A status notice of today says so, with the date; an earlier day's says when it was posted.
  const dated = type === 'status' && notification.today;
  const title = (
    <>
      <span
        className={dated ? `${styles.badge} ${styles.datedBadge}` : styles.badge}
        lang={labels.lang}
        dir={labels.dir}
      >
        {dated ? labels.statusToday(labels.tone[tone], dated) : labels.tone[tone]}
      </span>{' '}
      <span>{notification.title}</span>
    </>
  );
  const iconElement = (
    <Icon
      name={icon}
      className={`${styles.icon} ${solid ? styles.iconTone.onCritical : styles.iconTone[palette]}`}
    />
  );
  const details = (
    <>
      {notification.description ? (
        <p className={styles.description}>{notification.description}</p>
      ) : null}
      {notification.posted && notification.startDateTime ? (
        <p className={styles.posted} lang={labels.lang} dir={labels.dir}>
          <time dateTime={notification.startDateTime}>{labels.posted(notification.posted)}</time>
        </p>
      ) : null}
      {notification.callToActionUrl || notification.detailLinkUrl ? (
        <div className={styles.links}>
          {notification.callToActionUrl ? (
            <LinkOrLabel
              href={notification.callToActionUrl}
              text={notification.callToActionLabel}
              fallback={labels.learnMore}
              labels={labels}
            />
          ) : null}
          {notification.detailLinkUrl ? (
            <LinkOrLabel
              href={notification.detailLinkUrl}
              text={notification.detailLinkLabel}
              fallback={labels.details}
              labels={labels}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
  const TitleTag = type === 'banner' ? (`h${headingLevel}` as const) : 'p';

  return (
    <div
      className={className}
      role={role}
      data-type={type}
      data-importance={importance}
      data-tone={tone}
      data-folded={(type === 'status' && folded) || undefined}
    >
      {type === 'floating' || (type === 'status' && folded) ? (
        // Open from the start only when it is serious: a notice never hides the page behind it.
        // Closed, its title is one line, cut short with an ellipsis; opened, it is whole.
        <details
          className={styles.disclosure}
          open={palette === 'alert' || palette === 'emergency' || undefined}
        >
          <summary className={styles.summary}>
            {iconElement}
            <span className={`${styles.title} ${styles.titleLine}`}>{title}</span>
          </summary>
          <div className={styles.body}>{details}</div>
        </details>
      ) : (
        <>
          {iconElement}
          <div className={styles.body}>
            <TitleTag className={styles.title}>{title}</TitleTag>
            {details}
          </div>
        </>
      )}
      {notification.dismissible && dismissAction ? (
        <form
          method="post"
          action={dismissAction}
          className={styles.dismissForm}
          onSubmit={(event) => {
            if (!onDismiss) return;
            event.preventDefault();
            onDismiss(notification);
          }}
        >
          <input type="hidden" name="id" value={notification.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            className={styles.dismiss}
            aria-label={labels.dismiss(notification.title)}
            lang={labels.lang}
          >
            <Icon name="close" />
          </button>
        </form>
      ) : onDismiss && notification.dismissible ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={labels.dismiss(notification.title)}
          lang={labels.lang}
          onClick={() => onDismiss(notification)}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}
