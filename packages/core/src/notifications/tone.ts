import type { NotificationImportance, NotificationType } from '../entities/notification';
import { notificationType } from './display-rules';

/**
 * What a notification says at a glance: for a school-status notice, whether schools are closed,
 * delayed or open; for any other, its importance. Drawn as a badge word and a palette.
 */
export type NotificationTone = 'closed' | 'delayed' | 'open' | NotificationImportance;

/**
 * The school-status terms of the display rules (docs/behaviour.md#display-rules), most serious
 * first. The configured rules give `weather status closed` and `weather status delayed` the same
 * importance (`alert`), so a closure and a delay would look alike; the term itself tells them
 * apart.
 */
const STATUS_TERMS = [
  ['weather status closed', 'closed'],
  ['weather status delayed', 'delayed'],
  ['weather status normal', 'open'],
] as const;

/** The palette (an importance, whose theme colours are contrast-checked) of each status tone. */
const STATUS_PALETTE = {
  closed: 'emergency',
  delayed: 'alert',
  open: 'success',
} as const satisfies Record<string, NotificationImportance>;

const normalize = (value: string) => value.trim().toLowerCase();

/**
 * A notification's tone: a `status` notification tagged or categorised with a weather-status term
 * is closed, delayed or open (the most serious wins when several are present); every other takes
 * its importance. Matched like the display rules: whole values, case-insensitively.
 */
export function notificationTone(notification: {
  type?: NotificationType | null;
  importance: NotificationImportance;
  categories: readonly string[];
  tags: readonly string[];
}): NotificationTone {
  if (notificationType(notification) !== 'status') return notification.importance;
  const values = new Set([...notification.categories, ...notification.tags].map(normalize));
  for (const [term, tone] of STATUS_TERMS) if (values.has(term)) return tone;
  return notification.importance;
}

/** The importance whose palette a tone is drawn in: closed as an emergency, delayed as an alert. */
export function tonePalette(tone: NotificationTone): NotificationImportance {
  return tone in STATUS_PALETTE
    ? STATUS_PALETTE[tone as keyof typeof STATUS_PALETTE]
    : (tone as NotificationImportance);
}
