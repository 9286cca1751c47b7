import { z } from 'zod';

/** Notification importance values (docs/behaviour.md#notification-kinds). */
export const NOTIFICATION_IMPORTANCE = ['info', 'alert', 'emergency', 'success'] as const;
export type NotificationImportance = (typeof NOTIFICATION_IMPORTANCE)[number];

/**
 * Notification type values (docs/behaviour.md#notification-kinds); no type counts as `floating`.
 */
export const NOTIFICATION_TYPES = ['banner', 'floating', 'inline', 'status'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification, derived from a message (docs/behaviour.md#entity-notification). */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable().default(null),
  startDateTime: z.string(),
  endDateTime: z.string().nullable().default(null),
  categories: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  icon: z.string().nullable().default(null),
  callToActionUrl: z.string().nullable().default(null),
  callToActionLabel: z.string().nullable().default(null),
  dismissible: z.boolean().default(true),
  color: z.string().nullable().default(null),
  detailLinkUrl: z.string().nullable().default(null),
  detailLinkLabel: z.string().nullable().default(null),
  importance: z.enum(NOTIFICATION_IMPORTANCE).default('info'),
  type: z.enum(NOTIFICATION_TYPES).default('floating'),
});
export type Notification = z.infer<typeof notificationSchema>;
