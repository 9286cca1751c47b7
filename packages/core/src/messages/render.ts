import type { Link, PageLink } from '../entities/link';
import type { Message } from '../entities/message';
import type { Page } from '../entities/page';
import { applyPlaceholders, type PlaceholderContext } from './placeholders';
import { isMessageVisible } from './visibility';

/** Link type of a call to action. */
export const CALL_TO_ACTION = 'Call to Action';
/** Link type of a message's detail link. */
export const DETAIL_LINK = 'Detail Link';
/** Link type of a page's related links. */
export const PLAIN_LINK = 'Link';

/** A call to action as rendered. */
export interface CallToAction {
  url: string;
  label: string;
  id: string;
  trackingCode: string | null;
}

/** A message as rendered on a page (docs/behaviour.md#entity-message). */
export interface RenderedMessage {
  id: string;
  heading: string;
  shortDescription: string;
  longDescription: string;
  bodyContent: string;
  callsToAction: CallToAction[];
  detailLink: string | null;
  detailLinkLabel: string | null;
}

/** The links of one type, in order. */
export function linksOfType(links: readonly PageLink[], type: string): Link[] {
  return links.map((entry) => entry.link).filter((link) => link.type === type);
}

/** The message's and the page's calls to action, deduplicated by link id (first one wins). */
export function callsToAction(
  messageLinks: readonly PageLink[],
  pageLinks: readonly PageLink[] = [],
): CallToAction[] {
  const seen = new Set<string>();
  const result: CallToAction[] = [];
  for (const link of linksOfType([...messageLinks, ...pageLinks], CALL_TO_ACTION)) {
    if (seen.has(link.id)) continue;
    seen.add(link.id);
    result.push({
      url: link.url,
      label: link.title ?? '',
      id: link.id,
      trackingCode: link.trackingCode,
    });
  }
  return result;
}

/** Maps a message to its rendered content; `pageLinks` adds the page's calls to action. */
export function renderMessage(
  message: Message,
  pageLinks: readonly PageLink[] = [],
): RenderedMessage {
  const detail = linksOfType(message.links, DETAIL_LINK)[0] ?? null;
  return {
    id: message.id,
    heading: message.title,
    shortDescription: message.summary ?? '',
    longDescription: '',
    bodyContent: message.bodyHtml ?? '',
    callsToAction: callsToAction(message.links, pageLinks),
    detailLink: detail?.url ?? null,
    detailLinkLabel: detail ? (detail.title ?? '') : null,
  };
}

/**
 * A page's messages as rendered: only those visible at `now`, placeholders substituted from
 * `context`, each with the page's calls to action.
 */
export function renderPageMessages(
  page: Pick<Page, 'messages' | 'links'>,
  now: Date,
  context: PlaceholderContext,
): RenderedMessage[] {
  return page.messages
    .map((entry) => entry.message)
    .filter((message) => isMessageVisible(message, now))
    .map((message) => renderMessage(applyPlaceholders(message, context), page.links));
}
