import { z } from 'zod';

/** A configuration definition with its current value (docs/behaviour.md#entity-configuration). */
export const configurationItemSchema = z.object({
  category: z.string(),
  name: z.string(),
  /** JSON string. */
  defaultValue: z.string().nullable().default(null),
  /** JSON string. */
  value: z.string().nullable().default(null),
});
export type ConfigurationItem = z.infer<typeof configurationItemSchema>;

/** A configuration row as the CMS keeps it: district-wide (no owner) or one organization's own. */
export const ownedConfigurationItemSchema = configurationItemSchema.extend({
  ownerOrganizationId: z.string().nullable().default(null),
});
export type OwnedConfigurationItem = z.infer<typeof ownedConfigurationItemSchema>;

/** A display rule (configuration `notifications` / `displayRules`). */
export const displayRuleSchema = z.object({
  terms: z.array(z.string()),
  type: z.enum(['banner', 'floating', 'inline', 'status']).nullable().default(null),
  importance: z.enum(['info', 'alert', 'emergency', 'success']).nullable().default(null),
  icon: z.string().nullable().default(null),
  color: z.string().nullable().default(null),
});
export type DisplayRule = z.infer<typeof displayRuleSchema>;
