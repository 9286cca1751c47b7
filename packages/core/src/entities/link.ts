import { z } from 'zod';
import { textOrEmpty } from './null-as-empty';

/** The three link types the CMS uses (docs/behaviour.md#entity-message). */
export const LINK_TYPES = ['Detail Link', 'Call to Action', 'Link'] as const;

/** A link type; unknown types from the CMS are kept as plain strings so they never break a page. */
export const linkTypeSchema = z.string();
export type LinkType = (typeof LINK_TYPES)[number];

/** A CMS link as pages carry it: `{link: {id, type, url, title, trackingCode}}`. */
export const linkSchema = z.object({
  id: z.string(),
  type: linkTypeSchema,
  url: z.string(),
  title: textOrEmpty(),
  trackingCode: z.string().nullable().default(null),
});
export type Link = z.infer<typeof linkSchema>;

/** The page shape of a link list entry. */
export const pageLinkSchema = z.object({ link: linkSchema });
export type PageLink = z.infer<typeof pageLinkSchema>;

/** One item of the JSON string that the search index stores in a message's `links` field. */
export const indexLinkSchema = z.object({
  type: linkTypeSchema,
  url: z.string(),
  title: textOrEmpty(),
});
export type IndexLink = z.infer<typeof indexLinkSchema>;
