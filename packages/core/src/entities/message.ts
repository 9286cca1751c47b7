import { z } from 'zod';
import { messageTranslationSchema } from '../languages/reviewed-translations';
import { pageLinkSchema } from './link';
import { listOrEmpty, textOrEmpty } from './null-as-empty';

/** Fields shared by both shapes of a message (docs/behaviour.md#entity-message). */
const messageBase = {
  id: z.string(),
  title: z.string(),
  summary: textOrEmpty(),
  slug: z.string(),
  bodyHtml: textOrEmpty(),
  status: z.string(),
  /** ISO 8601 date-time. */
  publishDateTime: z.string(),
  /** ISO 8601 date-time, or null for "never expires". */
  expireDateTime: z.string().nullable().default(null),
  channels: listOrEmpty(z.string()),
  categories: listOrEmpty(z.string()),
  tags: listOrEmpty(z.string()),
  destinations: listOrEmpty(z.string()),
  ownerOrganizationId: z.string(),
  isDistrictFeatured: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  '@search.score': z.number().optional(),
};

/** A message as the application uses it: `links` in the page shape. */
export const messageSchema = z.object({
  ...messageBase,
  links: listOrEmpty(pageLinkSchema),
  /** Reviewed translations (docs/behaviour.md#reviewed-translations); left out: none. */
  // null and missing alike read as none (undefined), as the embedded CMS leaves the field out.
  translations: z
    .array(messageTranslationSchema)
    .nullish()
    .transform((list) => list ?? undefined)
    .optional(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * A message document as stored in `messages-index`: `links` is a JSON string of `{type, url, title}`
 * items. Parse it into a {@link Message} with `messageFromIndexDocument` (messages/index-document.ts).
 */
export const messageIndexDocumentSchema = z.object({
  ...messageBase,
  links: z.string().nullable().default(null),
});
export type MessageIndexDocument = z.infer<typeof messageIndexDocumentSchema>;
