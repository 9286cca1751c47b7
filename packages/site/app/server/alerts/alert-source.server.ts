/**
 * The alerts a site's dispatcher sends (docs/alerts.md#how-dispatch-runs), per topic. A revision's
 * words are made once per language in one translation batch and remembered across scans.
 */
import type { AlertRevision } from '@district/core/alerts/revision';
import { NOTIFICATION_CATEGORIES } from '@district/core/constants';
import type { Language } from '@district/core/entities/language';
import { languageSet } from '@district/core/languages/language-set';
import { isIntranet } from '@district/core/org/org-config';
import type {
  AlertSource,
  DispatchRevision,
  RenderedAlert,
} from '@district/data/alerts-dispatch/dispatcher';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../http/request-context.server';
import type { SiteServices } from '../http/services.server';
import { uiLabels } from '../strings/ui-strings.server';
import { htmlToPlainText, stripInvalidXmlChars } from '../syndication/plain-text.server';
import { isOnSite, withLanguage } from '../syndication/site-urls.server';
import { TranslationBatch } from '../translation/translation.server';
import { alertMailWords } from './alert-mail-words.server';
import { alertWebUrl } from './alert-urls.server';
import { loadSiteAlerts } from './alerts.server';

/** Renders remembered across scans: (revision, language) pairs, far more than a morning has. */
const RENDER_MEMORY = 2_000;

/** How long words left in English by a failing translator are reused. */
const UNTRANSLATED_MEMORY_MS = 60_000;

/** Options of {@link createSiteAlertSource}. */
export interface SiteAlertSourceOptions {
  services: SiteServices;
  siteUrl: string;
  /** The clock; not rounded to the minute as pages are: a notice is sent within a scan. */
  now?: () => Date;
}

/** A site's alert source, with how many renders it made (one per revision and language). */
export interface SiteAlertSource extends AlertSource {
  /** Translation batches run so far: one per revision and language. */
  renders(): number;
}

const PUBLIC_VIEWER = {
  isAuthenticated: true,
  authProcessComplete: true,
  isInLeadershipGroup: false,
  displayName: null,
} as const;

/**
 * A request context for the site's home page, read by nobody: an anonymous reader in `language`.
 * Its own Request, so its request scope lasts one scan or one render.
 */
export function dispatchContext(
  services: SiteServices,
  siteUrl: string,
  language: Language,
  now: Date,
): RequestContext {
  const url = new URL('/', siteUrl);
  return {
    services,
    request: new Request(url),
    url,
    language,
    languageCookie: null,
    preview: false,
    isIntranet: false,
    viewer: PUBLIC_VIEWER,
    excludeLeadership: true,
    now,
  };
}

const plain = (text: string) => htmlToPlainText(stripInvalidXmlChars(text)).trim();

const TONE_LABELS = {
  closed: 'noticeClosed',
  delayed: 'noticeDelayed',
  open: 'noticeOpen',
  emergency: 'noticeEmergency',
  alert: 'noticeAlert',
  success: 'noticeUpdate',
  info: 'noticeInfo',
} as const;

/** The alert source of a site. */
export function createSiteAlertSource(options: SiteAlertSourceOptions): SiteAlertSource {
  const { services, siteUrl } = options;
  const now = options.now ?? (() => new Date());
  const languages = languageSet(services.org.languages);
  const english = languages.find('en') as Language;
  const organizationId = services.org.organizationId;
  // Every notice the site shows, for the `all` topic: the notification categories and the alert ones.
  const everyNotice = {
    categories: [...new Set([...NOTIFICATION_CATEGORIES, ...services.org.alerts.categories])],
  };
  const rendered = new LRUCache<string, Promise<RenderedAlert>>({ max: RENDER_MEMORY });
  // The renders whose translation failed (words left in English), by their promise.
  const failed = new WeakSet<RenderedAlert>();
  let renders = 0;

  async function render(
    revision: AlertRevision,
    names: { poster: string; site: string },
    code: string,
  ): Promise<RenderedAlert> {
    // A language the site does not offer (any more) gets the English words.
    const language = languages.find(code) ?? english;
    renders += 1;
    const ctx = dispatchContext(services, siteUrl, language, now());
    const words = {
      title: plain(revision.title),
      body: plain(revision.description || revision.title),
    };
    const machine = services.translation !== null;
    const { labels, untranslated } = uiLabels(language.code, { machine });
    const importance = { word: labels[TONE_LABELS[revision.tone]] };
    const mail = alertMailWords(language.code, { machine, organization: names.site });
    const batch = new TranslationBatch()
      .add(words, ['title', 'body'])
      .add(mail.words as unknown as Record<string, string>, mail.untranslated);
    if (untranslated.includes(TONE_LABELS[revision.tone])) batch.add(importance, ['word']);
    const status = await batch.run(ctx);
    const details = alertWebUrl(revision, siteUrl, language.code);
    const englishDetails = alertWebUrl(revision, siteUrl, 'en');
    const alert: RenderedAlert = {
      title: words.title,
      body: words.body,
      importanceWord: importance.word,
      organizationName: names.poster,
      detailsUrl: details,
      englishUrl:
        language.code === 'en'
          ? null
          : isOnSite(siteUrl, englishDetails)
            ? withLanguage(englishDetails, 'en', false)
            : englishDetails,
      dir: language.dir,
      machineTranslated: language.code !== 'en' && status === 'translated',
      mailWords: mail.words,
    };
    if (status === 'failed') failed.add(alert);
    return alert;
  }

  function dispatchRevision(
    revision: AlertRevision,
    topic: DispatchRevision['topic'],
    names: { poster: string; site: string },
  ): DispatchRevision {
    return {
      revision,
      topic,
      organizations: [organizationId],
      render(code) {
        const key = `${revision.identifier}\u0000${code}`;
        let words = rendered.get(key);
        if (!words) {
          const made = render(revision, names, code);
          words = made;
          rendered.set(key, made);
          made.then(
            (done) => {
              // Words left English by a failing translator are kept a minute, not the revision's life.
              if (failed.has(done) && rendered.get(key) === made) {
                rendered.set(key, made, { ttl: UNTRANSLATED_MEMORY_MS });
              }
            },
            () => rendered.delete(key),
          );
        }
        return words;
      },
    };
  }

  return {
    async current() {
      // The intranet sends nothing: its notices are for signed-in staff.
      if (isIntranet(organizationId)) return [];
      const ctx = dispatchContext(services, siteUrl, english, now());
      const [alerts, notices] = await Promise.all([
        loadSiteAlerts(ctx),
        loadSiteAlerts(ctx, { settings: everyNotice }),
      ]);
      const site = alerts.organization?.title ?? services.org.name;
      const namesOf = (revision: AlertRevision) => ({
        poster: alerts.organizations.find((o) => o.id === revision.organizationId)?.title ?? site,
        site,
      });
      const closures = new Set(alerts.revisions.map((r) => r.identifier));
      return [
        ...alerts.revisions.map((r) => dispatchRevision(r, 'closures', namesOf(r))),
        ...notices.revisions
          .filter((r) => !closures.has(r.identifier))
          .map((r) => dispatchRevision(r, 'all', namesOf(r))),
      ];
    },
    renders: () => renders,
  };
}
