import { z } from 'zod';

/**
 * The notice categories that are alerts unless the district configuration says otherwise
 * (docs/behaviour.md#alerts): emergencies, urgent notices, and delays and closures.
 */
export const DEFAULT_ALERT_CATEGORIES = [
  'Emergency Alert',
  'Urgent Alert',
  'Delays and Closures',
] as const;

/**
 * The district's alert settings (org configuration `alerts`). `categories` replaces the default
 * list; school-status notices (closed, delayed, open again) are alerts whatever their category.
 */
export const alertSettingsSchema = z.object({
  categories: z
    .array(z.string().trim().min(1))
    .default([...DEFAULT_ALERT_CATEGORIES])
    .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, {
      message: 'alerts.categories: a category is listed twice',
    }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export type AlertSettingsInput = z.input<typeof alertSettingsSchema>;
