/**
 * The Atom 1.0 feed of a site's current alerts, written by hand: `feed` writes one link per entry,
 * and an alert has two alternates (its CAP document and its details).
 */
import { capDateTime } from '@district/core/alerts/cap';
import type { AlertRevision } from '@district/core/alerts/revision';
import { escapeXml } from '../syndication/sitemap.server';
import { CAP_MEDIA_TYPE } from './cap-xml.server';

/** The media type of an Atom feed. */
export const ATOM_MEDIA_TYPE = 'application/atom+xml';

/** One entry: a revision with its words in the feed's language and its two addresses. */
export interface AtomAlertEntry {
  revision: AlertRevision;
  title: string;
  summary: string;
  senderName: string;
  capUrl: string;
  webUrl: string;
}

/** Input of {@link alertsAtom}. */
export interface AlertsAtomInput {
  title: string;
  /** The feed's own URL (its `id` and `self` link). */
  feedUrl: string;
  siteUrl: string;
  language: string;
  authorName: string;
  timeZone: string;
  entries: readonly AtomAlertEntry[];
  now: Date;
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
const link = (rel: string, type: string, href: string) =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;

/** The Atom XML of a site's alerts, newest first as given. */
export function alertsAtom(input: AlertsAtomInput): string {
  const { timeZone } = input;
  const newest = input.entries[0]?.revision.sent;
  const entries = input.entries.map((entry) =>
    [
      '<entry>',
      element('id', entry.capUrl),
      element('title', entry.title),
      element('summary', entry.summary),
      element('published', capDateTime(entry.revision.sent, timeZone)),
      element('updated', capDateTime(entry.revision.sent, timeZone)),
      `<author>${element('name', entry.senderName)}</author>`,
      link('alternate', CAP_MEDIA_TYPE, entry.capUrl),
      link('alternate', 'text/html', entry.webUrl),
      `<category term="${escapeXml(entry.revision.tone)}"/>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.language)}">`,
    element('id', input.feedUrl),
    element('title', input.title),
    // The newest alert's time, not `now`, so an unchanged feed reads byte for byte the same.
    element('updated', capDateTime(newest ?? input.now.toISOString(), timeZone)),
    `<author>${element('name', input.authorName)}</author>`,
    link('self', ATOM_MEDIA_TYPE, input.feedUrl),
    link('alternate', 'text/html', input.siteUrl),
    ...entries,
    '</feed>\n',
  ].join('');
}
