/**
 * Reviewed translations on a page (docs/behaviour.md#reviewed-translations): a person's review of
 * the current English replaces the machine's; a stale review is logged and machine-translated.
 */
import type { Page } from '@district/core/entities/page';
import {
  messageRevision,
  pageRevision,
  reviewState,
} from '@district/core/languages/reviewed-translations';
import type { RequestContext } from '../http/request-context.server';
import { CATALOGS, formatMessage } from '../strings/catalog.server';

/** A note in the reader's language, or in English (`lang: 'en'`) where its catalog has none. */
export interface ReviewNote {
  text: string;
  lang?: 'en';
}

/** What a page says about the reviewed translation it shows. */
export interface PageReview {
  note: ReviewNote;
  rest: ReviewNote;
}

/** A page with its current reviews swapped in, and what the page must not send to the machine. */
export interface ReviewedContent {
  page: Page;
  /** The page's own note; null when its title and body are not a reviewed translation. */
  review: PageReview | null;
  /** The messages (by id) whose title, summary and body are reviewed text, with their note. */
  messages: ReadonlyMap<string, ReviewNote>;
  /** The page fields that are reviewed text. */
  fields: ReadonlySet<'title' | 'metaDescription' | 'bodyHtml'>;
  /** How many texts the reviews supplied (for the translation records). */
  texts: number;
}

const NONE: Omit<ReviewedContent, 'page'> = {
  review: null,
  messages: new Map(),
  fields: new Set(),
  texts: 0,
};

function note(language: string, key: string, values: Record<string, number> = {}): ReviewNote {
  if (CATALOGS[language]?.[key] !== undefined)
    return { text: formatMessage(language, key, values) };
  return { text: formatMessage('en', key, values), lang: 'en' };
}

/** The page as the reader's language should show it, current reviews in place of the English. */
export function withReviewedTranslations(ctx: RequestContext, page: Page): ReviewedContent {
  const language = ctx.language.code;
  if (language === 'en') return { page, ...NONE };
  const stale = (kind: 'page' | 'message', id: string, reviewedAt: string) =>
    ctx.services.logger.warn(
      { language, path: page.path.path, kind, id, reviewedAt },
      'Reviewed translation is stale (the English changed after the review): machine translation served',
    );

  let texts = 0;
  const fields = new Set<'title' | 'metaDescription' | 'bodyHtml'>();
  let reviewed = page;
  let review: PageReview | null = null;
  const own = reviewState(page.translations, language, pageRevision(page));
  if (own.state === 'stale') stale('page', page.id, own.translation.reviewedAt);
  if (own.state === 'current') {
    const { title, metaDescription, bodyHtml, reviewedAt } = own.translation;
    reviewed = { ...reviewed, title };
    fields.add('title');
    // A field the review left empty while the English has it stays with the machine.
    if (metaDescription !== null || page.metaDescription === null) {
      reviewed.metaDescription = metaDescription;
      fields.add('metaDescription');
    }
    if (bodyHtml !== null || page.bodyHtml === null) {
      reviewed.bodyHtml = bodyHtml;
      fields.add('bodyHtml');
    }
    texts += fields.size;
    review = {
      note: note(language, 'review.page', { date: Date.parse(reviewedAt) }),
      rest: note(language, 'review.rest'),
    };
  }

  const messages = new Map<string, ReviewNote>();
  const messageNote = note(language, 'review.message');
  const entries = page.messages.map((entry) => {
    const { message } = entry;
    const state = reviewState(message.translations, language, messageRevision(message));
    if (state.state === 'stale') stale('message', message.id, state.translation.reviewedAt);
    if (state.state !== 'current') return entry;
    const { title, summary, bodyHtml } = state.translation;
    // A message is shown whole in one voice: a field the review left empty stays empty.
    messages.set(message.id, messageNote);
    texts += 3;
    return { message: { ...message, title, summary: summary ?? '', bodyHtml: bodyHtml ?? '' } };
  });
  if (messages.size > 0) reviewed = { ...reviewed, messages: entries };
  return { page: reviewed, review, messages, fields, texts };
}
