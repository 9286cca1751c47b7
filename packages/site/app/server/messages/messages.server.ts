/** `/announcements`, `/stories` and their detail pages; what the viewer may not see answers 404. */
import { CHANNELS, LEADERSHIP_CATEGORY } from '@district/core/constants';
import type { Message } from '@district/core/entities/message';
import { type RenderedMessage, renderMessage } from '@district/core/messages/render';
import { isMessageVisible } from '@district/core/messages/visibility';
import { buildMessageSearch } from '@district/core/search/builders';
import { f } from '@district/core/search/query';
import { searchMessages } from '@district/data/search/documents';
import { type MessageWritten, writeMessageDate } from '@district/ui/card/written';
import { type MessageItem, messageItem } from '../../feeds/feeds.server';
import type { RequestContext } from '../http/request-context.server';
import { loadShared } from '../pages/chrome.server';
import { type ContentCheckReport, checkMessageContent } from '../pages/content-check.server';
import { notFound } from '../pages/page.server';
import { withPlaceholders } from '../pages/placeholders.server';
import { sanitizeCmsHtml } from '../pages/sanitize.server';
import { type Written, writingFor, written } from '../pages/written.server';
import { TranslationBatch } from '../translation/translation.server';

/** The two message lists. */
export type MessageKind = 'announcements' | 'stories';

/** Page size of the lists. */
export const MESSAGE_LIST_PAGE_SIZE = 12;

const channelOf = (kind: MessageKind) =>
  kind === 'stories' ? CHANNELS.stories : CHANNELS.announcements;

/** A page of a message list. */
export interface MessageListData {
  kind: MessageKind;
  /** The category the list keeps, if any (a category option's target). */
  category: string | null;
  /** The category in the reader's language. */
  categoryLabel: string | null;
  items: (MessageItem & { categories: string[] })[];
  page: number;
  pageCount: number;
  total: number;
}

/** Loads one page of a message list, of one category's messages when `category` is given. */
export async function loadMessageList(
  ctx: RequestContext,
  kind: MessageKind,
  page: number,
  category: string | null = null,
): Promise<MessageListData> {
  const { services } = ctx;
  const query = buildMessageSearch({
    now: ctx.now,
    organizationIds: [services.org.organizationId],
    channels: [channelOf(kind)],
    ...(category ? { categories: [category] } : {}),
    top: MESSAGE_LIST_PAGE_SIZE,
    skip: (page - 1) * MESSAGE_LIST_PAGE_SIZE,
    excludeLeadership: ctx.excludeLeadership,
  });
  const [result, organization] = await Promise.all([
    searchMessages(services.search, query, {
      logger: services.logger,
      signal: ctx.request.signal,
      cache: ctx.preview ? 'no-store' : 'default',
    }),
    loadShared(ctx).organization,
  ]);
  const total = result.count ?? result.hits.length;
  const writing = writingFor(ctx);
  const items = result.hits.map(({ document }) => ({
    ...messageItem(document, organization, writing),
    categories: document.categories,
  }));
  const heading = category ? { category } : null;
  await new TranslationBatch()
    .addAll(items, ['title', 'summary'])
    .add(heading, ['category'])
    .run(ctx);
  return {
    kind,
    category,
    categoryLabel: heading?.category ?? null,
    items,
    page,
    pageCount: Math.max(1, Math.ceil(total / MESSAGE_LIST_PAGE_SIZE)),
    total,
  };
}

/** One message, rendered. */
export interface MessageDetailData {
  kind: MessageKind;
  message: RenderedMessage & {
    publishDateTime: string;
    written: Written<MessageWritten>;
    categories: string[];
    slug: string;
  };
  /** Preview only: what is wrong in the message's content (null otherwise). */
  contentCheck?: ContentCheckReport | null;
}

/** Loads one message by slug; 404 when it is missing, not visible, or not for this viewer. */
export async function loadMessageDetail(
  ctx: RequestContext,
  kind: MessageKind,
  slug: string,
): Promise<MessageDetailData> {
  const { services } = ctx;
  const shared = loadShared(ctx);
  const base = buildMessageSearch({
    now: ctx.now,
    organizationIds: [services.org.organizationId],
    channels: [channelOf(kind)],
    top: 1,
    excludeLeadership: ctx.excludeLeadership,
  });
  // The slug is a filter value: it can never change the query's structure.
  const query = base && { ...base, filter: f.and(base.filter, f.eq('slug', slug)) };
  const [result, organization] = await Promise.all([
    searchMessages(services.search, query, {
      logger: services.logger,
      signal: ctx.request.signal,
      cache: ctx.preview ? 'no-store' : 'default',
    }),
    shared.organization,
  ]);
  const found = result.hits.map((h) => h.document).find((m) => m.slug === slug);
  if (!found || !mayShow(ctx, found)) throw notFound();
  const rendered = renderMessage(withPlaceholders(found, organization, `/${kind}/${slug}`));
  // Preview: the same HTML with the elements at fault marked, and the findings.
  const check = ctx.preview ? checkMessageContent(rendered) : null;
  const message = {
    ...rendered,
    bodyContent: check?.html ?? sanitizeCmsHtml(rendered.bodyContent),
    publishDateTime: found.publishDateTime,
    written: written(writingFor(ctx), (format) => writeMessageDate(found.publishDateTime, format)),
    categories: found.categories,
    slug: found.slug,
  };
  await new TranslationBatch()
    .add(message, ['heading', 'shortDescription', 'detailLinkLabel'])
    .add(message, ['bodyContent'], sanitizeCmsHtml)
    .addAll(message.callsToAction, ['label'])
    .run(ctx);
  return { kind, message, contentCheck: check?.report ?? null };
}

/** Defence in depth: the query already excludes what the viewer may not see. */
function mayShow(ctx: RequestContext, message: Message): boolean {
  if (!isMessageVisible(message, ctx.now)) return false;
  return !(ctx.excludeLeadership && message.categories.includes(LEADERSHIP_CATEGORY));
}
