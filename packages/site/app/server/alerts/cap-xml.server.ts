/**
 * A CAP 1.2 document of one alert revision, written by hand like the sitemap: one escape function,
 * elements in the schema's order (docs/alerts.md has the mapping).
 */
import { CAP_NAMESPACE, CAP_RATINGS, capCategory, capDateTime } from '@district/core/alerts/cap';
import type { AlertRevision } from '@district/core/alerts/revision';
import { escapeXml } from '../syndication/sitemap.server';

/** The media type of a CAP document. */
export const CAP_MEDIA_TYPE = 'application/cap+xml';

/** One language's words of an alert (CAP `info`). */
export interface CapInfoText {
  language: string;
  event: string;
  headline: string;
  description: string;
  /** The alert's details on the site, in this language. */
  web: string;
}

/** Input of {@link capDocument}. */
export interface CapDocumentInput {
  revision: AlertRevision;
  /** CAP `sender` (see core's capSender). */
  sender: string;
  /** The organization's IANA time zone: dates carry its offset. */
  timeZone: string;
  senderName: string;
  area: { description: string; polygons: readonly string[] };
  /** One per language, the source language first. */
  infos: readonly CapInfoText[];
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** The CAP 1.2 XML of a revision. */
export function capDocument(input: CapDocumentInput): string {
  const { revision, sender, timeZone } = input;
  const rating = CAP_RATINGS[revision.tone];
  const category = capCategory(revision);
  const references = revision.references
    .map((r) => `${sender},${r.identifier},${capDateTime(r.sent, timeZone)}`)
    .join(' ');
  const area = [
    '<area>',
    element('areaDesc', input.area.description),
    ...input.area.polygons.map((polygon) => element('polygon', polygon)),
    '</area>',
  ].join('');
  const infos = input.infos.map((info) =>
    [
      '<info>',
      element('language', info.language),
      element('category', category),
      element('event', info.event),
      element('urgency', rating.urgency),
      element('severity', rating.severity),
      element('certainty', rating.certainty),
      element('effective', capDateTime(revision.sent, timeZone)),
      revision.expires ? element('expires', capDateTime(revision.expires, timeZone)) : '',
      element('senderName', input.senderName),
      element('headline', info.headline),
      element('description', info.description),
      element('web', info.web),
      area,
      '</info>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<alert xmlns="${CAP_NAMESPACE}">`,
    element('identifier', revision.identifier),
    element('sender', sender),
    element('sent', capDateTime(revision.sent, timeZone)),
    element('status', 'Actual'),
    element('msgType', revision.msgType),
    element('scope', 'Public'),
    references ? element('references', references) : '',
    ...infos,
    '</alert>\n',
  ].join('');
}
