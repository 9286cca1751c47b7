/**
 * An alert's revision identity (docs/behaviour.md#alerts): one revision per wording and
 * importance of a notice. The identifier is the notice's id with a hash of its text and
 * importance, so it is the same on every site and instance that reads the notice, and changes
 * only when the text or the importance does. Push tags, CAP identifiers and delivery records all
 * key on it.
 */
import type { NotificationImportance } from '../entities/notification';
import type { NotificationTone } from '../notifications/tone';
import type { Alert } from './selection';
import { sha256Hex } from './sha256';

/** CAP `msgType` of a revision: first sent, a revision of an earlier one, or withdrawn. */
export type AlertMessageType = 'Alert' | 'Update' | 'Cancel';

/** A revision another one refers to (CAP `references` adds the sender). */
export interface AlertReference {
  identifier: string;
  /** When it was sent, ISO 8601. */
  sent: string;
}

/** One revision of an alert: what every channel sends and records. */
export interface AlertRevision {
  /** `<notice id>-<revision>`: stable per revision, unique in the district. */
  identifier: string;
  noticeId: string;
  /** 16 hex digits of the SHA-256 of the text and importance. */
  revision: string;
  /** The organization that posted the notice. */
  organizationId: string;
  /** When it was sent, ISO 8601 (read statelessly: when the notice was published). */
  sent: string;
  /** When it stops being an alert, ISO 8601; null when the notice has no end. */
  expires: string | null;
  msgType: AlertMessageType;
  /** The earlier revisions this one revises or cancels (none for `Alert`). */
  references: readonly AlertReference[];
  tone: NotificationTone;
  importance: NotificationImportance;
  title: string;
  description: string | null;
  categories: readonly string[];
  tags: readonly string[];
  /** The notice's detail link, else its call to action; null when it has neither. */
  detailUrl: string | null;
  destinations: readonly string[];
}

/** What the revision hash covers: the words a family reads and how serious they are. */
export interface RevisionContent {
  title: string;
  description: string | null;
  importance: NotificationImportance;
  tone: NotificationTone;
}

/** The revision hash: 16 hex digits of the SHA-256 of the text and importance. */
export function revisionHash(content: RevisionContent): string {
  const text = JSON.stringify([
    content.title.trim(),
    (content.description ?? '').trim(),
    content.importance,
    content.tone,
  ]);
  return sha256Hex(text).slice(0, 16);
}

/** Identifiers are `<notice id>-<16 hex digits>`; a notice id is the CMS's UUID or slug-like id. */
export const ALERT_IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}-[0-9a-f]{16}$/;

/** Whether a string can be an alert identifier (CAP forbids spaces, commas, `<` and `&`). */
export function isAlertIdentifier(value: string): boolean {
  return ALERT_IDENTIFIER_PATTERN.test(value);
}

/** Options of {@link alertRevision}: what a caller that keeps records knows beyond the notice. */
export interface RevisionOptions {
  /**
   * The revision of the same notice sent before, when the caller keeps records: given and
   * different, this revision is an `Update` referring to it. A stateless read passes none.
   */
  previous?: AlertReference | null;
  /** When this revision was sent; default the notice's publication time. */
  sent?: string;
}

const SAFE_NOTICE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/**
 * The notice's part of an identifier: its id when it is safe in a CAP identifier and a URL path
 * (the CMS's UUIDs are), else a hash of it, so every revision the feeds list can be fetched.
 */
function noticeKey(id: string): string {
  return SAFE_NOTICE_ID.test(id) ? id : `n${sha256Hex(id).slice(0, 32)}`;
}

/** The revision of an alert as it reads now. */
export function alertRevision(alert: Alert, options: RevisionOptions = {}): AlertRevision {
  const { notice } = alert;
  const revision = revisionHash({ ...notice, tone: alert.tone });
  const identifier = `${noticeKey(notice.id)}-${revision}`;
  const previous =
    options.previous && options.previous.identifier !== identifier ? options.previous : null;
  return {
    identifier,
    noticeId: notice.id,
    revision,
    organizationId: alert.organizationId,
    sent: options.sent ?? notice.startDateTime,
    expires: notice.endDateTime,
    msgType: previous ? 'Update' : 'Alert',
    references: previous ? [previous] : [],
    tone: alert.tone,
    importance: notice.importance,
    title: notice.title,
    description: notice.description,
    categories: notice.categories,
    tags: notice.tags,
    detailUrl: notice.detailLinkUrl ?? notice.callToActionUrl,
    destinations: alert.destinations,
  };
}

/** The reference to a revision (for a later `Update` or `Cancel`). */
export function revisionReference(revision: AlertRevision): AlertReference {
  return { identifier: revision.identifier, sent: revision.sent };
}

/**
 * The `Cancel` of a revision withdrawn before it expired (unpublished, or no longer sent to the
 * site). Only a caller that remembers what it sent can tell a withdrawal from a notice it never
 * saw, so the delivery side makes these; the feeds, reading statelessly, simply stop listing it.
 */
export function cancelRevision(revision: AlertRevision, now: Date): AlertRevision {
  const sent = now.toISOString();
  const cancelHash = sha256Hex(`cancel:${revision.identifier}`).slice(0, 16);
  return {
    ...revision,
    identifier: `${noticeKey(revision.noticeId)}-${cancelHash}`,
    sent,
    expires: revision.expires,
    msgType: 'Cancel',
    references: [revisionReference(revision)],
  };
}

/** Whether a revision may still be sent at `now`: never after it expires. */
export function isRevisionLive(revision: Pick<AlertRevision, 'expires'>, now: Date): boolean {
  if (revision.expires === null) return true;
  const expires = Date.parse(revision.expires);
  return !Number.isNaN(expires) && expires > now.getTime();
}
