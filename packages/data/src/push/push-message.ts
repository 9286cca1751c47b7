/**
 * What a browser push of an alert revision carries (docs/alerts.md#browser-push): the payload the
 * service worker shows, and the RFC 8030 headers that make a revision replace the earlier one
 * (`Topic`), wake a sleeping phone for a closure (`Urgency`) and stop at the alert's expiry (`TTL`).
 */
import { createHash } from 'node:crypto';
import type { AlertRevision } from '@district/core/alerts/revision';
import { z } from 'zod';

/** Longest `TTL` sent: a day, whatever the alert's expiry. */
export const MAX_PUSH_TTL_SECONDS = 86_400;

/** Bounds of the shown text, so the encrypted payload stays far below the services' 4 KB. */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 300;

/** The decrypted payload a service worker receives, as JSON. */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(PUSH_TITLE_MAX),
  body: z.string().max(PUSH_BODY_MAX),
  /** The notice id: a revision's notification replaces the earlier one with the same tag. */
  tag: z.string().min(1),
  /** The alert's details on the site, in the subscriber's language. */
  url: z.url(),
  /** The importance word as the family reads it (Closed, Delayed, Emergency…), translated. */
  importance: z.string(),
  /** The posting organization's name. */
  organization: z.string(),
  lang: z.string().min(2),
  dir: z.enum(['ltr', 'rtl']),
});

/** A push payload. */
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** RFC 8030 `Urgency` values this sender uses. */
export type PushUrgency = 'high' | 'normal';

/** The words of a revision in the subscriber's language (the translator's output). */
export interface PushWords {
  title: string;
  /** The description as plain text. */
  body: string;
  importance: string;
  organization: string;
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** One message for every subscriber of a language: payload, headers and when it stops. */
export interface PushNotice {
  message: PushMessage;
  topic: string;
  urgency: PushUrgency;
  /** The alert's expiry in ms since the epoch; null when it has none (a day's TTL then). */
  expiresAt: number | null;
}

function shorten(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // Cut at a word boundary when one is near, and never inside a surrogate pair.
  const cut = Array.from(plain).slice(0, max - 1);
  const joined = cut.join('');
  const space = joined.lastIndexOf(' ');
  return `${space > max * 0.6 ? joined.slice(0, space) : joined}…`;
}

/**
 * The `Topic` of a notice: 32 URL-safe base64 characters of the SHA-256 of its id, so every
 * revision of one notice carries the same topic (the push service keeps only the newest queued
 * one) and the id itself, longer than RFC 8030's 32 characters, is not exposed.
 */
export function pushTopicOf(noticeId: string): string {
  return createHash('sha256').update(`notice:${noticeId}`).digest('base64url').slice(0, 32);
}

/**
 * `high` for what a family must read at once (CAP urgency Immediate: closures, delays,
 * emergencies), which a phone delivers even on low battery; `normal` otherwise.
 */
export function pushUrgencyOf(tone: AlertRevision['tone']): PushUrgency {
  return tone === 'closed' || tone === 'delayed' || tone === 'emergency' ? 'high' : 'normal';
}

/** Whole seconds from `now` to the expiry, at most a day; 0 once it has passed. */
export function pushTtlSeconds(expiresAt: number | null, now: number): number {
  if (expiresAt === null) return MAX_PUSH_TTL_SECONDS;
  return Math.max(0, Math.min(MAX_PUSH_TTL_SECONDS, Math.floor((expiresAt - now) / 1000)));
}

/** The push of a revision in one language. */
export function pushNoticeOf(
  revision: Pick<AlertRevision, 'noticeId' | 'tone' | 'expires'>,
  words: PushWords,
): PushNotice {
  const expiresAt = revision.expires === null ? null : Date.parse(revision.expires);
  const message = pushMessageSchema.parse({
    title: shorten(words.title, PUSH_TITLE_MAX),
    body: shorten(words.body, PUSH_BODY_MAX),
    tag: revision.noticeId,
    url: words.url,
    importance: words.importance,
    organization: words.organization,
    lang: words.lang,
    dir: words.dir,
  });
  return {
    message,
    topic: pushTopicOf(revision.noticeId),
    urgency: pushUrgencyOf(revision.tone),
    expiresAt: expiresAt === null || Number.isNaN(expiresAt) ? null : expiresAt,
  };
}
