import type { DisplayRule } from '../entities/configuration';
import type {
  Notification,
  NotificationImportance,
  NotificationType,
} from '../entities/notification';

/** What a notification is matched on. */
export interface DisplayRuleSubject {
  categories: readonly string[];
  tags: readonly string[];
}

/** How a matched rule styles a notification. */
export interface DisplayStyle {
  importance: NotificationImportance;
  icon: string | null;
  color: string | null;
  type: NotificationType;
}

/** Importance when no rule qualifies or the rule sets none. */
export const DEFAULT_IMPORTANCE: NotificationImportance = 'info';
/** A notification with no type counts as floating (docs/behaviour.md#notification-kinds). */
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'floating';

const normalize = (value: string) => value.trim().toLowerCase();

/**
 * A rule's match count (docs/behaviour.md#display-rules): each term is compared case-insensitively
 * with the categories and with the tags; a term counts once if any category equals it and once more
 * if any tag does. A term is a whole value, not a substring, so "inline notice" never matches
 * "Inline Notice - Red".
 */
export function countMatches(
  rule: Pick<DisplayRule, 'terms'>,
  subject: DisplayRuleSubject,
): number {
  const categories = new Set(subject.categories.map(normalize));
  const tags = new Set(subject.tags.map(normalize));
  let count = 0;
  for (const term of rule.terms.map(normalize)) {
    if (categories.has(term)) count += 1;
    if (tags.has(term)) count += 1;
  }
  return count;
}

/**
 * The rule that styles a notification: among rules whose match count is above 0 and at least their
 * number of terms, the one with the most matches; on a tie the first in configured order wins.
 */
export function selectDisplayRule(
  rules: readonly DisplayRule[],
  subject: DisplayRuleSubject,
): DisplayRule | null {
  let best: DisplayRule | null = null;
  let bestCount = 0;
  for (const rule of rules) {
    const count = countMatches(rule, subject);
    if (count > 0 && count >= rule.terms.length && count > bestCount) {
      best = rule;
      bestCount = count;
    }
  }
  return best;
}

/** The style a rule gives (defaults: importance `info`, type `floating`, no icon or colour). */
export function displayStyle(rule: DisplayRule | null): DisplayStyle {
  return {
    importance: rule?.importance ?? DEFAULT_IMPORTANCE,
    icon: rule?.icon ?? null,
    color: rule?.color ?? null,
    type: rule?.type ?? DEFAULT_NOTIFICATION_TYPE,
  };
}

/** Applies the best-matching display rule to a notification. */
export function applyDisplayRules(
  notification: Notification,
  rules: readonly DisplayRule[],
): Notification {
  return { ...notification, ...displayStyle(selectDisplayRule(rules, notification)) };
}

/** The effective type of a notification: none counts as `floating`. */
export function notificationType(notification: {
  type?: NotificationType | null;
}): NotificationType {
  return notification.type ?? DEFAULT_NOTIFICATION_TYPE;
}
