/**
 * Which notices are alerts (docs/behaviour.md#alerts): of the notices a site shows (the
 * notification variant, shaped by the display rules), those in the configured alert categories,
 * and the school-status notices that say schools are closed or delayed, or open again after a
 * closure or delay. A notice is an alert only while it is visible: never before it is published,
 * never after it expires.
 */
import type { DisplayRule } from '../entities/configuration';
import type { Message } from '../entities/message';
import type { Notification } from '../entities/notification';
import { isMessageVisible } from '../messages/visibility';
import { notificationFromMessage } from '../notifications/from-message';
import { type NotificationTone, notificationTone } from '../notifications/tone';
import type { AlertSettings } from './settings';

/**
 * How long after a closure or delay ended (or while it still shows) a school-status "open" notice
 * is the return to open: a closure is usually lifted the next school morning, after a weekend at
 * most three days later.
 */
export const RETURN_TO_OPEN_WINDOW_MS = 72 * 3_600_000;

/** The message fields an alert is read from (a page's and an index document's messages fit). */
export type AlertMessage = Pick<
  Message,
  | 'id'
  | 'title'
  | 'summary'
  | 'status'
  | 'publishDateTime'
  | 'expireDateTime'
  | 'categories'
  | 'tags'
  | 'destinations'
  | 'ownerOrganizationId'
  | 'links'
>;

/** Why a notice is an alert: its category is on the list, or it is a school-status notice. */
export type AlertReason = 'category' | 'status';

/** A notice selected as an alert. */
export interface Alert {
  /** The notice as the site shows it (display rules applied). */
  notice: Notification;
  /** Closed, delayed or open for a school-status notice; else its importance. */
  tone: NotificationTone;
  reason: AlertReason;
  /** The organization that posted it (the message's owner). */
  organizationId: string;
  /** Where it is sent: host names and the district wildcard, as the CMS writes them. */
  destinations: readonly string[];
}

const STATUS_TONES: ReadonlySet<NotificationTone> = new Set(['closed', 'delayed', 'open']);
const CLOSURE_TONES: ReadonlySet<NotificationTone> = new Set(['closed', 'delayed']);

const lower = (value: string) => value.trim().toLowerCase();

/** Input of {@link selectAlerts}. */
export interface AlertSelectionInput {
  /**
   * The notices the site's notification search found, placeholders applied: those visible now and
   * those that ended within {@link RETURN_TO_OPEN_WINDOW_MS} (they tell a return to open).
   */
  messages: readonly AlertMessage[];
  rules: readonly DisplayRule[];
  settings: AlertSettings;
  now: Date;
}

function asNotice(message: AlertMessage, rules: readonly DisplayRule[]) {
  const notice = notificationFromMessage(
    {
      ...message,
      slug: '',
      bodyHtml: '',
      channels: [],
      isDistrictFeatured: false,
      isFeatured: false,
    },
    rules,
  );
  return { message, notice, tone: notificationTone(notice) };
}

/**
 * The alerts among the notices, newest first: visible now, and either a school-status notice
 * (closed, delayed, or open within the window after a closure or delay) or in an alert category.
 * A school-status "open" notice is never an alert by its category alone: on an ordinary morning
 * "schools are open" is no alert.
 */
export function selectAlerts(input: AlertSelectionInput): Alert[] {
  const { now, settings } = input;
  const categories = new Set(settings.categories.map(lower));
  const notices = input.messages.map((message) => asNotice(message, input.rules));
  const closures = notices.filter((n) => CLOSURE_TONES.has(n.tone));

  const isReturnToOpen = (start: number) =>
    closures.some(({ message }) => {
      const closureStart = Date.parse(message.publishDateTime);
      const closureEnd = message.expireDateTime ? Date.parse(message.expireDateTime) : null;
      return (
        closureStart < start &&
        (closureEnd === null || closureEnd >= start - RETURN_TO_OPEN_WINDOW_MS)
      );
    });

  const alerts: Alert[] = [];
  for (const { message, notice, tone } of notices) {
    if (!isMessageVisible(message, now)) continue;
    let reason: AlertReason | null = null;
    if (STATUS_TONES.has(tone)) {
      if (tone !== 'open' || isReturnToOpen(Date.parse(message.publishDateTime))) reason = 'status';
    } else if (notice.categories.some((c) => categories.has(lower(c)))) {
      reason = 'category';
    }
    if (!reason) continue;
    alerts.push({
      notice,
      tone,
      reason,
      organizationId: message.ownerOrganizationId,
      destinations: message.destinations,
    });
  }
  return alerts.sort(
    (a, b) =>
      Date.parse(b.notice.startDateTime) - Date.parse(a.notice.startDateTime) ||
      a.notice.id.localeCompare(b.notice.id),
  );
}
