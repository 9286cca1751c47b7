/**
 * RSS 2.0 feeds of announcements and stories, built with `feed`. Only messages visible at `now`
 * (docs/behaviour.md#message-visibility), never a Leadership one: a feed reader is anonymous.
 */
import { CHANNELS, LEADERSHIP_CATEGORY } from '@district/core/constants';
import type { Message } from '@district/core/entities/message';
import type { Organization } from '@district/core/entities/organization';
import { DEFAULT_LANGUAGE_CODE } from '@district/core/languages/languages';
import { isMessageVisible } from '@district/core/messages/visibility';
import type { OrgConfig } from '@district/core/org/org-config';
import { Feed } from 'feed';
import { htmlToPlainText, stripInvalidXmlChars } from './plain-text.server';
import {
  absoluteLinks,
  absoluteUrl,
  messageUrl,
  normalizeSiteUrl,
  withLanguage,
} from './site-urls.server';

/** The two message feeds and the channel each one carries. */
export type MessageFeedKind = 'announcements' | 'stories';

/** Most items in one feed; readers only show the newest anyway. */
export const FEED_ITEM_LIMIT = 50;

/** How long (minutes) a reader may cache the feed (`<ttl>`). */
export const FEED_TTL_MINUTES = 60;

const FEED_LABELS: Record<MessageFeedKind, string> = {
  announcements: 'Announcements',
  stories: 'Stories',
};

const FEED_CHANNELS: Record<MessageFeedKind, string> = {
  announcements: CHANNELS.announcements,
  stories: CHANNELS.stories,
};

/** The message fields a feed reads; both the page shape and the index shape of a message fit. */
export type FeedMessage = Pick<
  Message,
  | 'id'
  | 'title'
  | 'summary'
  | 'slug'
  | 'bodyHtml'
  | 'status'
  | 'publishDateTime'
  | 'expireDateTime'
  | 'categories'
  | 'channels'
>;

/** Input of {@link messagesFeed}. */
export interface MessagesFeedInput {
  kind: MessageFeedKind;
  organization: Pick<Organization, 'title' | 'tagline' | 'logoImageUrl'>;
  orgConfig: Pick<OrgConfig, 'name'>;
  siteUrl: string;
  messages: readonly FeedMessage[];
  now: Date;
  /** The `?lang` code the messages are translated into; `en` or empty for the source language. */
  language?: string | null;
  /** The channel's words in the feed's language; English when not given. */
  channel?: FeedChannelWords;
}

/** The words of a feed's channel a translator may change; the organization's name is not one. */
export interface FeedChannelWords {
  label: string;
  description: string;
}

/** The channel's words in English: its label, and the tagline as description. */
export function feedChannelWords(
  kind: MessageFeedKind,
  organization: Pick<Organization, 'title' | 'tagline'>,
): FeedChannelWords {
  return {
    label: FEED_LABELS[kind],
    description: organization.tagline || `${FEED_LABELS[kind]} from ${organization.title}`,
  };
}

/** The feed's title, `{organization} — Announcements`, the label in the feed's language. */
export function feedTitle(
  organizationTitle: string,
  kind: MessageFeedKind,
  label: string = FEED_LABELS[kind],
): string {
  return `${organizationTitle} — ${label}`;
}

/** The feed's own URL (`/announcements.rss`, with `?lang` when translated). */
export function feedUrl(siteUrl: string, kind: MessageFeedKind, language?: string | null): string {
  return withLanguage(`${normalizeSiteUrl(siteUrl)}/${kind}.rss`, language);
}

/** The `<link rel="alternate">` descriptors that let browsers discover both feeds from any page. */
export function feedAlternateLinks(input: {
  siteUrl: string;
  organizationTitle: string;
  language?: string | null;
}): { rel: 'alternate'; type: 'application/rss+xml'; title: string; href: string }[] {
  return (['announcements', 'stories'] as const).map((kind) => ({
    rel: 'alternate',
    type: 'application/rss+xml',
    title: feedTitle(input.organizationTitle, kind),
    href: feedUrl(input.siteUrl, kind, input.language),
  }));
}

/**
 * `xml-js` (inside `feed`) escapes only the first `]]>` of a CDATA section, so a second would let
 * CMS text write raw XML: escape every one. The parse tests fail if the library changes.
 */
function cdataText(text: string): string {
  const clean = stripInvalidXmlChars(text);
  const first = clean.indexOf(']]>');
  if (first === -1) return clean;
  const head = clean.slice(0, first + 3);
  return head + clean.slice(first + 3).replaceAll(']]>', ']]]]><![CDATA[>');
}

function byNewest(a: FeedMessage, b: FeedMessage): number {
  const diff = Date.parse(b.publishDateTime) - Date.parse(a.publishDateTime);
  return diff !== 0 ? diff : a.id.localeCompare(b.id);
}

/** The messages a feed carries: visible, on its channel, not Leadership, newest first, at most 50. */
export function feedMessages(
  kind: MessageFeedKind,
  messages: readonly FeedMessage[],
  now: Date,
): FeedMessage[] {
  const channel = FEED_CHANNELS[kind];
  return messages
    .filter(
      (message) =>
        isMessageVisible(message, now) &&
        message.channels.includes(channel) &&
        !message.categories.includes(LEADERSHIP_CATEGORY),
    )
    .sort(byNewest)
    .slice(0, FEED_ITEM_LIMIT);
}

/** An RSS 2.0 document of an organization's announcements or stories. */
export function messagesFeed(input: MessagesFeedInput): string {
  const { kind, organization, siteUrl, now } = input;
  const language = input.language || DEFAULT_LANGUAGE_CODE;
  const base = normalizeSiteUrl(siteUrl);
  const items = feedMessages(kind, input.messages, now);
  const newest = items[0];
  const name = organization.title || input.orgConfig.name;
  const words = input.channel ?? feedChannelWords(kind, { ...organization, title: name });
  const title = stripInvalidXmlChars(feedTitle(name, kind, words.label));
  const logo = organization.logoImageUrl ? absoluteUrl(base, organization.logoImageUrl) : null;

  const feed = new Feed({
    id: feedUrl(base, kind, language),
    title,
    description: stripInvalidXmlChars(words.description),
    link: withLanguage(`${base}/${kind}`, language),
    feedLinks: { rss: feedUrl(base, kind, language) },
    language,
    ttl: FEED_TTL_MINUTES,
    // The newest item's date, not `now`, so an unchanged feed renders byte for byte the same.
    updated: newest ? new Date(newest.publishDateTime) : now,
    generator: false,
    ...(logo ? { image: logo } : {}),
  });

  for (const message of items) {
    feed.addItem({
      // Plain text: markup the CMS let through (a pasted `<script>`) must not reach readers as markup.
      title: cdataText(htmlToPlainText(stripInvalidXmlChars(message.title))),
      id: message.id,
      guid: message.id,
      link: messageUrl(base, kind, message.slug, language),
      date: new Date(message.publishDateTime),
      ...(message.summary
        ? { description: cdataText(htmlToPlainText(stripInvalidXmlChars(message.summary))) }
        : {}),
      ...(message.bodyHtml ? { content: cdataText(absoluteLinks(message.bodyHtml, base)) } : {}),
      category: message.categories.map((name) => ({ name: stripInvalidXmlChars(name) })),
    });
  }
  return feed.rss2();
}
