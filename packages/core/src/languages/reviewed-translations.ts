/**
 * Reviewed translations of content (docs/behaviour.md#reviewed-translations): a page or message may
 * carry, per language, a translation a person checked, with the revision of the English it
 * translates. The revision is the SHA-256 of the English fields as the CMS stores them, so the CMS
 * (or whoever records a review) and the site compute it the same way; when the English changes the
 * revision changes and the review is stale.
 */
import { z } from 'zod';
import { sha256Hex } from '../alerts/sha256';

/** The English fields of a page that a reviewed translation replaces, in revision order. */
export const PAGE_REVIEWED_FIELDS = ['title', 'metaDescription', 'bodyHtml'] as const;
/** The English fields of a message that a reviewed translation replaces, in revision order. */
export const MESSAGE_REVIEWED_FIELDS = ['title', 'summary', 'bodyHtml'] as const;

const reviewBase = {
  /** The language code of the translation, as the site names it (`es`, `vi`, `zh-Hans`). */
  language: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a language code such as es'),
  /** When a person last checked the translation against the English (ISO 8601). */
  reviewedAt: z.iso.datetime({ offset: true }),
  /** The English revision it translates: {@link englishRevision} of the English fields. */
  sourceRevision: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex (64 digits)'),
};

/** A reviewed translation of a page: title, description and body in one language. */
export const pageTranslationSchema = z.object({
  ...reviewBase,
  title: z.string().min(1),
  metaDescription: z.string().nullable().default(null),
  bodyHtml: z.string().nullable().default(null),
});
export type PageTranslation = z.infer<typeof pageTranslationSchema>;

/** A reviewed translation of a message: title, summary and body in one language. */
export const messageTranslationSchema = z.object({
  ...reviewBase,
  title: z.string().min(1),
  summary: z.string().nullable().default(null),
  bodyHtml: z.string().nullable().default(null),
});
export type MessageTranslation = z.infer<typeof messageTranslationSchema>;

/**
 * The revision of English fields: SHA-256 (hex) of the UTF-8 JSON array of the fields in order,
 * a missing field written as "" (`["Register for School","Enroll…","<p>…</p>"]`).
 */
export function englishRevision(fields: readonly (string | null | undefined)[]): string {
  return sha256Hex(JSON.stringify(fields.map((field) => field ?? '')));
}

/** The English revision of a page: its title, meta description and body as the CMS holds them. */
export function pageRevision(page: {
  title: string;
  metaDescription?: string | null;
  bodyHtml?: string | null;
}): string {
  return englishRevision([page.title, page.metaDescription, page.bodyHtml]);
}

/** The English revision of a message: its title, summary and body as the CMS holds them. */
export function messageRevision(message: {
  title: string;
  summary?: string | null;
  bodyHtml?: string | null;
}): string {
  return englishRevision([message.title, message.summary, message.bodyHtml]);
}

/** Where a language stands for one page or message. */
export type ReviewState<T> =
  /** Reviewed against the English as it is now: serve it. */
  | { state: 'current'; translation: T }
  /** Reviewed, but the English changed since: machine translation, and the review is reported. */
  | { state: 'stale'; translation: T }
  /** No reviewed translation in this language. */
  | { state: 'machine' };

/**
 * The review of `language` (the latest reviewed, when several are recorded) and whether it still
 * translates the English of `revision`.
 */
export function reviewState<
  T extends { language: string; reviewedAt: string; sourceRevision: string },
>(
  translations: readonly T[] | null | undefined,
  language: string,
  revision: string,
): ReviewState<T> {
  let latest: T | undefined;
  for (const translation of translations ?? []) {
    if (translation.language !== language) continue;
    if (!latest || Date.parse(translation.reviewedAt) > Date.parse(latest.reviewedAt))
      latest = translation;
  }
  if (!latest) return { state: 'machine' };
  return { state: latest.sourceRevision === revision ? 'current' : 'stale', translation: latest };
}
