import { indexLinkSchema, type PageLink } from '../entities/link';
import type { Message, MessageIndexDocument } from '../entities/message';

/**
 * Stable id of a link that came from the index, which stores links without ids: a short FNV-1a
 * hash of type and URL, so the same link always gets the same id (calls to action are deduplicated
 * by id) and no randomness leaks into server-rendered HTML.
 */
export function indexLinkId(type: string, url: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${type}\u0000${url}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `link-${hash.toString(16).padStart(8, '0')}`;
}

/** Parses the index's `links` JSON string; malformed JSON or items are dropped, never thrown. */
export function parseIndexLinks(raw: string | null | undefined): PageLink[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item): PageLink[] => {
    const link = indexLinkSchema.safeParse(item);
    if (!link.success) return [];
    const { type, url, title } = link.data;
    return [{ link: { id: indexLinkId(type, url), type, url, title, trackingCode: null } }];
  });
}

/** Turns a `messages-index` document into the page shape of a message. */
export function messageFromIndexDocument(doc: MessageIndexDocument): Message {
  const { links, ...rest } = doc;
  // Raw documents are not always parsed first; anything but a string means "no links".
  return { ...rest, links: parseIndexLinks(typeof links === 'string' ? links : null) };
}
