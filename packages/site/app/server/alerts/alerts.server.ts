/**
 * A site's alerts (docs/behaviour.md#alerts): the notices it shows that are alerts, as revisions
 * with a stable identity, and their open feeds (Atom and CAP 1.2). Push and e-mail read the same.
 */
import { CAP_EVENTS, capPolygons, capSender } from '@district/core/alerts/cap';
import {
  type AlertRevision,
  alertRevision,
  isAlertIdentifier,
} from '@district/core/alerts/revision';
import { buildAlertSearch } from '@district/core/alerts/search';
import { selectAlerts } from '@district/core/alerts/selection';
import type { AlertSettings } from '@district/core/alerts/settings';
import type { Language } from '@district/core/entities/language';
import type { Organization } from '@district/core/entities/organization';
import { languageSet } from '@district/core/languages/language-set';
import { applyPlaceholders } from '@district/core/messages/placeholders';
import { notificationWildcard } from '@district/core/org/org-config';
import { searchMessages } from '@district/data/search/documents';
import { DEGRADED } from '../http/http.server';
import type { RequestContext } from '../http/request-context.server';
import {
  displayRules,
  NOTIFICATION_FRESHNESS,
  notificationHost,
} from '../notifications/notifications.server';
import { loadShared } from '../pages/chrome.server';
import { notFound } from '../pages/page.server';
import { htmlToPlainText, stripInvalidXmlChars } from '../syndication/plain-text.server';
import { normalizeSiteUrl, withLanguage } from '../syndication/site-urls.server';
import {
  combineTranslationStatus,
  TranslationBatch,
  type TranslationStatus,
} from '../translation/translation.server';
import { alertCapUrl, alertFeedUrl, alertWebUrl } from './alert-urls.server';
import { ATOM_MEDIA_TYPE, alertsAtom } from './atom.server';
import { CAP_MEDIA_TYPE, capDocument } from './cap-xml.server';

/** How long the alert feed may be kept, seconds: an aggregator must see a closure within a minute. */
export const ALERT_FEED_MAX_AGE = 60;
/** How long a CAP document may be kept: its words are fixed by its identifier. */
export const ALERT_DOCUMENT_MAX_AGE = 900;

/** The alerts one site shows now. */
export interface SiteAlerts {
  revisions: AlertRevision[];
  organizations: readonly Organization[];
  organization: Organization | null;
}

/** The alerts of the request's site; `settings` widens the categories (the "every notice" topic). */
export async function loadSiteAlerts(
  ctx: RequestContext,
  options: { settings?: AlertSettings } = {},
): Promise<SiteAlerts> {
  const { services } = ctx;
  const shared = loadShared(ctx);
  const organization = await shared.organization;
  const settings = options.settings ?? services.org.alerts;
  const query = buildAlertSearch({
    now: ctx.now,
    host: notificationHost(ctx, organization?.website ?? null),
    districtDomain: services.org.districtDomain,
    wildcardDestination: notificationWildcard(services.org),
    settings,
  });
  const [result, configuration, organizations] = await Promise.all([
    searchMessages(services.search, query, {
      logger: services.logger,
      signal: ctx.request.signal,
      freshness: NOTIFICATION_FRESHNESS,
    }),
    shared.configuration,
    shared.organizations,
  ]);
  const context = { organization: organization ?? {} };
  const alerts = selectAlerts({
    messages: result.hits.map((hit) => applyPlaceholders(hit.document, context)),
    rules: displayRules(configuration),
    settings,
    now: ctx.now,
  });
  return { revisions: alerts.map((alert) => alertRevision(alert)), organizations, organization };
}

/** An alert's words in one language: plain text, ready for XML, a notification or an e-mail. */
export interface AlertWords {
  title: string;
  description: string;
  /** What kind of alert, in a few words (CAP `event`). */
  event: string;
}

const plain = (text: string) => htmlToPlainText(stripInvalidXmlChars(text)).trim();

/** The words of revisions in a language: one translation batch, names and the glossary kept. */
export async function alertWords(
  ctx: RequestContext,
  revisions: readonly AlertRevision[],
  language: Language,
): Promise<{ words: AlertWords[]; status: TranslationStatus }> {
  const words = revisions.map((revision) => ({
    title: plain(revision.title),
    description: plain(revision.description || revision.title),
    event: CAP_EVENTS[revision.tone],
  }));
  if (language.code === 'en') return { words, status: 'original' };
  const status = await new TranslationBatch()
    .addAll(words, ['title', 'description', 'event'])
    .run({ ...ctx, language });
  return { words, status };
}

/** The languages an alert is written in: English, then the site's featured languages. */
export function alertLanguages(ctx: RequestContext): Language[] {
  const languages = languageSet(ctx.services.org.languages);
  const codes = ['en', ...ctx.services.org.languages.featured.filter((code) => code !== 'en')];
  return codes.flatMap((code) => {
    const language = languages.find(code);
    return language ? [language] : [];
  });
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** Where an alert applies: a wildcard notice, its poster's area; else the named sites' organizations. */
export function alertArea(
  revision: Pick<AlertRevision, 'destinations' | 'organizationId'>,
  organizations: readonly Organization[],
  fallback: { title: string; boundaryMapCoordinates: string | null },
  wildcard: string,
): { description: string; polygons: string[] } {
  const destinations = new Set(revision.destinations.map((d) => d.trim().toLowerCase()));
  const owner = organizations.find((o) => o.id === revision.organizationId);
  let area: { title: string; boundaryMapCoordinates: string | null }[] = [];
  if (destinations.has(wildcard.toLowerCase())) area = owner ? [owner] : [];
  else {
    area = organizations.filter((o) => {
      const host = o.website ? hostOf(o.website) : null;
      return host !== null && destinations.has(host);
    });
  }
  if (area.length === 0) area = [owner ?? fallback];
  return {
    description: area.map((o) => o.title).join(', '),
    polygons: area.flatMap((o) => capPolygons(o.boundaryMapCoordinates)),
  };
}

function xmlResponse(
  body: string,
  contentType: string,
  maxAge: number,
  status: TranslationStatus,
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      // Untranslated, kept only briefly, so a later fetch tries again (as the news feeds do).
      'Cache-Control':
        status === 'failed'
          ? DEGRADED
          : `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 4}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function publicOnly(ctx: RequestContext) {
  // Feed readers and aggregators cannot sign in: the intranet has no alert feeds.
  if (ctx.isIntranet) throw notFound();
}

const senderNameOf = (
  revision: AlertRevision,
  organizations: readonly Organization[],
  fallback: string,
) => organizations.find((o) => o.id === revision.organizationId)?.title ?? fallback;

/** `/alerts/feed.atom`: the site's current alerts, each linking to its CAP document. */
export async function alertsFeedResponse(ctx: RequestContext): Promise<Response> {
  publicOnly(ctx);
  const { revisions, organizations, organization } = await loadSiteAlerts(ctx);
  const siteName = organization?.title ?? ctx.services.org.name;
  // Like the news feeds, the address names the language: English without `?lang`.
  const language = ctx.url.searchParams.has('lang') ? ctx.language : null;
  const english = alertLanguages(ctx)[0] as Language;
  const { words, status } = await alertWords(ctx, revisions, language ?? english);
  const siteUrl = ctx.url.origin;
  const body = alertsAtom({
    title: `${siteName} — Alerts`,
    feedUrl: alertFeedUrl(siteUrl, language?.code),
    siteUrl: withLanguage(`${normalizeSiteUrl(siteUrl)}/`, language?.code),
    language: (language ?? english).code,
    authorName: siteName,
    timeZone: ctx.services.org.timeZone,
    now: ctx.now,
    entries: revisions.map((revision, i) => {
      const text = words[i] as AlertWords;
      return {
        revision,
        title: text.title,
        summary: text.description,
        senderName: senderNameOf(revision, organizations, siteName),
        capUrl: alertCapUrl(siteUrl, revision.identifier),
        webUrl: alertWebUrl(revision, siteUrl, (language ?? english).code),
      };
    }),
  });
  return xmlResponse(body, ATOM_MEDIA_TYPE, ALERT_FEED_MAX_AGE, status);
}

/** `/alerts/<identifier>.cap`: one revision as CAP 1.2, one `info` per featured language. */
export async function alertCapResponse(ctx: RequestContext, file: string): Promise<Response> {
  publicOnly(ctx);
  const identifier = /^(.+)\.cap$/.exec(file)?.[1];
  if (!identifier || !isAlertIdentifier(identifier)) throw notFound();
  const { revisions, organizations, organization } = await loadSiteAlerts(ctx);
  const revision = revisions.find((r) => r.identifier === identifier);
  // A revision the site no longer shows (expired, revised, withdrawn) is gone, as a page is.
  if (!revision) throw notFound();
  const siteName = organization?.title ?? ctx.services.org.name;
  const languages = alertLanguages(ctx);
  const translated = await Promise.all(
    languages.map((language) => alertWords(ctx, [revision], language)),
  );
  const status = translated.reduce<TranslationStatus>(
    (worst, t) => combineTranslationStatus(worst, t.status),
    'original',
  );
  const body = capDocument({
    revision,
    sender: capSender(ctx.services.org),
    timeZone: ctx.services.org.timeZone,
    senderName: senderNameOf(revision, organizations, siteName),
    area: alertArea(
      revision,
      organizations,
      organization ?? { title: siteName, boundaryMapCoordinates: null },
      notificationWildcard(ctx.services.org),
    ),
    infos: languages.map((language, i) => {
      const text = translated[i]?.words[0] as AlertWords;
      return {
        language: language.code,
        event: text.event,
        headline: text.title,
        description: text.description,
        web: alertWebUrl(revision, ctx.url.origin, language.code),
      };
    }),
  });
  return xmlResponse(body, CAP_MEDIA_TYPE, ALERT_DOCUMENT_MAX_AGE, status);
}
