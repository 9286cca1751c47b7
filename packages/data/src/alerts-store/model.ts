/**
 * Alert subscriptions (docs/alerts.md, Where subscriptions live): what a family asked for and the
 * least that delivery needs, as zod schemas. Secrets (the manage token, the e-mail confirmation
 * token) are kept only as SHA-256 hashes; the token itself is handed out once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What a subscriber hears about: closures, delays and emergencies, or every notice. */
export const alertTopicsSchema = z.enum(['closures', 'all'], { error: 'must be closures or all' });
export type AlertTopics = z.infer<typeof alertTopicsSchema>;

/** A delivery channel. */
export const alertChannelSchema = z.enum(['push', 'email']);
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/** A Web Push key (RFC 8291): unpadded base64url. */
const base64url = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`)
    .max(200, `${what} is too long`);

/** A browser's `PushSubscription.toJSON()`, as much as delivery needs. */
export const pushTargetSchema = z.object({
  channel: z.literal('push'),
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).max(2048),
  p256dh: base64url('p256dh'),
  auth: base64url('auth'),
});

/** An e-mail address awaiting (or past) its double opt-in. */
export const emailTargetSchema = z.object({
  channel: z.literal('email'),
  address: z.email({ error: 'address must be an e-mail address' }).max(254),
});

/** Where the alerts go. */
export const alertTargetSchema = z.discriminatedUnion('channel', [
  pushTargetSchema,
  emailTargetSchema,
]);
export type AlertTarget = z.infer<typeof alertTargetSchema>;

/** What a family chose: which organizations, in which language, about what. */
export const alertPreferencesSchema = z.object({
  organizations: z
    .array(z.string().trim().min(1, 'organizations must not hold a blank id').max(100))
    .min(1, 'organizations must name at least one organization')
    .max(100, 'organizations must name at most 100')
    .transform((ids) => [...new Set(ids)]),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'language must be a language code such as es'),
  topics: alertTopicsSchema,
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** A new subscription as the store accepts it. */
export const newAlertSubscriptionSchema = alertPreferencesSchema.extend({
  target: alertTargetSchema,
});
export type NewAlertSubscription = z.input<typeof newAlertSubscriptionSchema>;

/** A stored subscription (never its secrets). */
export const alertSubscriptionSchema = alertPreferencesSchema.extend({
  id: z.uuid(),
  target: z.discriminatedUnion('channel', [
    pushTargetSchema,
    emailTargetSchema.extend({ confirmedAt: z.date().nullable() }),
  ]),
  createdAt: z.date(),
  lastSuccessAt: z.date().nullable(),
  failingSince: z.date().nullable(),
  endedAt: z.date().nullable(),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** A secret token: 32 random bytes, base64url (43 characters). */
export const secretTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a 43-character token');

/**
 * A manage link's token: a random secret token, or a subscription token signed over the id
 * (alerts-dispatch/subscription-links.ts), which lets every message carry the link.
 */
export const manageTokenSchema = z
  .string()
  .regex(/^(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})$/, 'must be a manage token');

/** A fresh secret token. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A revision's delivery to one subscription, as recorded. */
export const deliveryStateSchema = z.enum(['sending', 'sent', 'failed']);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** An alert revision's identifier (docs/alerts.md, Revisions and identifiers). */
export const revisionIdSchema = z.string().trim().min(1).max(200);

/** One row of the subscription report: counts only, never an address or endpoint. */
export interface SubscriptionCount {
  organizationId: string;
  language: string;
  channel: AlertChannel;
  /** Deliverable now: push, or e-mail confirmed; not ended. */
  active: number;
  /** E-mail awaiting its confirmation. */
  unconfirmed: number;
}
