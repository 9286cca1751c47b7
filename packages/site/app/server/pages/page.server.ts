/**
 * A CMS page with everything its template receives (docs/behaviour.md#pages). Independent calls
 * start together; only what needs the page waits for it.
 */

import { LEADERSHIP_CATEGORY } from '@district/core/constants';
import type { Notification } from '@district/core/entities/notification';
import type { Page } from '@district/core/entities/page';
import { NOT_FOUND_MESSAGE, PAGE_PROPS_ERROR_MESSAGE } from '@district/core/errors/catalogue';
import { type RenderedMessage, renderPageMessages } from '@district/core/messages/render';
import {
  type LabelledLink,
  relatedLinks,
  relatedPages,
} from '@district/core/navigation/related-pages';
import {
  isWayfindingPage,
  notificationPageCategories,
} from '@district/core/notifications/page-categories';
import { redirect } from '@remix-run/node';
import {
  type FeedPanelData,
  feedKindsForPage,
  loadFeeds,
  translateFeeds,
} from '../../feeds/feeds.server';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import {
  loadPageOwnNotifications,
  NOTIFICATION_TRANSLATED_FIELDS,
} from '../notifications/notifications.server';
import {
  type PageReview,
  type ReviewNote,
  withReviewedTranslations,
} from '../translation/reviewed.server';
import { TranslationBatch } from '../translation/translation.server';
import { loadShared } from './chrome.server';
import { type ContentCheckReport, checkPageContent } from './content-check.server';
import { placeholderContext } from './placeholders.server';
import { sanitizeCmsHtml, UNDER_MESSAGE_HEADING } from './sanitize.server';

/** Which template renders a page. */
export type PageTemplate = 'home' | 'landing' | 'wayfinding';

/** A breadcrumb step. */
export interface Crumb {
  label: string;
  url: string;
}

/** What a page template receives. */
export interface PageData {
  page: {
    id: string;
    title: string;
    metaDescription: string | null;
    path: string;
    pageType: string;
    template: PageTemplate;
    bodyHtml: string;
    factoids: Page['factoids'];
    categories: string[];
  } | null;
  breadcrumbs: Crumb[];
  /** Each message; `reviewNote` where it shows a reviewed translation. */
  messages: (RenderedMessage & { reviewNote?: ReviewNote })[];
  relatedPages: LabelledLink[];
  relatedLinks: LabelledLink[];
  feeds: FeedPanelData[];
  /** Notifications only this page's categories bring; null when it has none of its own. */
  pageNotifications: Notification[] | null;
  /** Preview only: what is wrong in the page's and its messages' content (null otherwise). */
  contentCheck?: ContentCheckReport | null;
  /** Notes of the reviewed translation shown (docs/behaviour.md#reviewed-translations). */
  review?: PageReview | null;
}

/** What a missing page says (docs/behaviour.md#error-page). */
export { NOT_FOUND_MESSAGE };

/** Thrown as a Response: the page does not exist. */
export function notFound(): Response {
  return new Response(NOT_FOUND_MESSAGE, { status: 404, statusText: 'Not Found' });
}

/** The template of a page type: `wayfinding*` slugs are wayfinding (docs/behaviour.md#pages). */
export function templateFor(page: Pick<Page, 'pageType' | 'path'>): PageTemplate {
  if (page.path.path === '/') return 'home';
  return isWayfindingPage(page) ? 'wayfinding' : 'landing';
}

/** Normalizes a request path to a CMS path: no trailing slash, no empty segments. */
export function cmsPath(pathname: string): string {
  const trimmed = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return trimmed;
}

/** A page's data without the page: what is rendered when the page's properties failed. */
export const EMPTY_PAGE_DATA: Omit<PageData, 'page'> = {
  breadcrumbs: [],
  messages: [],
  relatedPages: [],
  relatedLinks: [],
  feeds: [],
  pageNotifications: null,
};

/** The CMS page at a path, or null; preview asks past every cache to show the page as it is now. */
export function findPage(ctx: RequestContext, path: string): Promise<Page | null> {
  return ctx.services.cms.getPageByPath(ctx.services.org.organizationId, path, {
    signal: ctx.request.signal,
    cache: ctx.preview ? 'no-store' : 'default',
  });
}

/** The CMS page at a URL's pathname as the browser writes it (percent-encoded), or null. */
export function findPageAtUrlPath(ctx: RequestContext, urlPathname: string): Promise<Page | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPathname);
  } catch {
    return Promise.resolve(null);
  }
  return findPage(ctx, cmsPath(pathname));
}

/** The own notifications of the CMS page at a URL's pathname (see loadPageOwnNotifications). */
export async function pageOwnNotificationsAt(
  ctx: RequestContext,
  urlPathname: string,
): Promise<Notification[] | null> {
  const page = await findPageAtUrlPath(ctx, urlPathname);
  if (!page) return null;
  const shared = loadShared(ctx);
  return loadPageOwnNotifications(ctx, {
    organization: await shared.organization,
    configuration: shared.configuration,
    pageCategories: notificationPageCategories(page),
  });
}

// The CMS's own paths by their lower case, from the page list last read for a case check: the
// server redirects a variant seen before without entering Remix (knownCmsPathInCase).
let pathsByLowerCase: ReadonlyMap<string, string> = new Map();

/** The CMS's own path of a page differing from `path` only in case, from the page list; or null. */
async function pathInCmsCase(ctx: RequestContext, path: string): Promise<string | null> {
  try {
    const pages = await ctx.services.cms.listPages(ctx.services.org.organizationId, {
      signal: ctx.request.signal,
    });
    pathsByLowerCase = new Map(pages.map((page) => [page.path.path.toLowerCase(), page.path.path]));
  } catch {
    return null;
  }
  return pathsByLowerCase.get(path.toLowerCase()) ?? null;
}

/** The CMS's own case of a URL path (plain ASCII), as last read, or null: redirected to. */
export function knownCmsPathInCase(urlPath: string): string | null {
  if (!/^[\x21-\x7e]*$/.test(urlPath) || urlPath.includes('%')) return null;
  const own = pathsByLowerCase.get(urlPath.toLowerCase());
  return own !== undefined && own !== urlPath && /^[\x21-\x7e]*$/.test(own) ? own : null;
}

/** Loads a CMS page; throws 404, or a 308 to the CMS's own path when it differs only in case. */
export async function loadPage(ctx: RequestContext, pathname: string): Promise<PageData> {
  const { services } = ctx;
  const path = cmsPath(pathname);
  const shared = loadShared(ctx);
  const page = await findPage(ctx, path);
  if (!page) {
    // The same page in another case (`/ABOUT-US`): one page at the CMS's own path, never a copy.
    const written = await pathInCmsCase(ctx, path);
    if (written !== null && written !== path) throw redirect(`${written}${ctx.url.search}`, 308);
    throw notFound();
  }
  try {
    return await pageProps(ctx, page, shared);
  } catch (error) {
    // docs/behaviour.md#other-failures: log and render with empty properties.
    services.logger.error({ path, ...describeError(error) }, PAGE_PROPS_ERROR_MESSAGE);
    return { ...EMPTY_PAGE_DATA, page: pageSummary(page, '') };
  }
}

function pageSummary(page: Page, bodyHtml: string): NonNullable<PageData['page']> {
  return {
    id: page.id,
    title: page.title,
    metaDescription: page.metaDescription,
    path: page.path.path,
    pageType: page.pageType.slug,
    template: templateFor(page),
    bodyHtml,
    // Copies: the batch translates them in place, and the page may be a cached one.
    factoids: page.factoids.map((factoid) => ({ ...factoid })),
    categories: notificationPageCategories(page),
  };
}

async function pageProps(
  ctx: RequestContext,
  page: Page,
  shared: ReturnType<typeof loadShared>,
): Promise<PageData> {
  const pageValues = page.configurationValues;
  const [feeds, organization, pageNotifications] = await Promise.all([
    shared.configuration.then((configuration) =>
      loadFeeds(ctx, feedKindsForPage(page.path.path, pageValues), configuration, pageValues),
    ),
    shared.organization,
    shared.organization.then((organization) =>
      loadPageOwnNotifications(ctx, {
        organization,
        configuration: shared.configuration,
        pageCategories: notificationPageCategories(page),
      }).catch((error) => {
        ctx.services.logger.error({ ...describeError(error) }, 'Page notifications failed to load');
        return [] as Notification[];
      }),
    ),
  ]);

  // The district's reviewed translations, where current, replace the English they translate.
  const reviewed = withReviewedTranslations(ctx, page);
  const shown = reviewed.page;
  const visiblePage = ctx.excludeLeadership ? withoutLeadershipMessages(shown) : shown;
  const rendered = renderPageMessages(visiblePage, ctx.now, placeholderContext(organization, page));
  // Preview: the same HTML with the elements at fault marked, and the findings.
  const check = ctx.preview ? checkPageContent(shown, rendered) : null;
  const messages = rendered.map((m) => {
    const reviewNote = reviewed.messages.get(m.id);
    return {
      ...m,
      bodyContent: check?.messageHtml.get(m.id) ?? sanitizeMessageOnPage(m.bodyContent),
      ...(reviewNote ? { reviewNote } : {}),
    };
  });
  const data: PageData = {
    page: pageSummary(shown, check?.pageHtml ?? sanitizeCmsHtml(shown.bodyHtml)),
    breadcrumbs: breadcrumbs(shown),
    messages,
    relatedPages: relatedPages(page),
    relatedLinks: relatedLinks(page),
    feeds,
    pageNotifications,
    contentCheck: check?.report ?? null,
    review: reviewed.review,
  };
  // Reviewed text never goes to the machine: only the fields and messages no review covers.
  const machine = <K extends string>(keys: readonly K[]) =>
    keys.filter((key) => !reviewed.fields.has(key as 'title'));
  const ownCrumb = reviewed.fields.has('title') ? shown.path.path : null;
  const machineMessages = data.messages.filter((m) => !reviewed.messages.has(m.id));
  const batch = new TranslationBatch()
    .fromReviews(reviewed.texts)
    .add(data.page, machine(['title', 'metaDescription'] as const))
    .add(data.page, machine(['bodyHtml'] as const), sanitizeCmsHtml)
    .addAll(data.page?.factoids, ['title', 'value', 'description'])
    .addAll(
      data.breadcrumbs.filter((crumb) => crumb.url !== ownCrumb),
      ['label'],
    )
    .addAll(data.relatedPages, ['label'])
    .addAll(data.relatedLinks, ['label'])
    .addAll(machineMessages, ['heading', 'shortDescription'])
    .addAll(machineMessages, ['bodyContent'], sanitizeMessageOnPage)
    .addAll(data.messages, ['detailLinkLabel'])
    .addAll(data.pageNotifications ?? [], NOTIFICATION_TRANSLATED_FIELDS);
  for (const message of data.messages) batch.addAll(message.callsToAction, ['label']);
  translateFeeds(batch, data.feeds);
  await batch.run(ctx);
  return data;
}

// A message on a page sits under its own h2: its headings start at h3.
function sanitizeMessageOnPage(html: string | null | undefined): string {
  return sanitizeCmsHtml(html, UNDER_MESSAGE_HEADING);
}

function withoutLeadershipMessages(page: Page): Page {
  return {
    ...page,
    messages: page.messages.filter((m) => !m.message.categories.includes(LEADERSHIP_CATEGORY)),
  };
}

// The steps after "Home", which the page adds in the reader's language (chrome label `home`).
function breadcrumbs(page: Page): Crumb[] {
  const crumbs: Crumb[] = [];
  if (page.parentPage && page.parentPage.path.path !== '/') {
    crumbs.push({ label: page.parentPage.title, url: page.parentPage.path.path });
  }
  if (page.path.path !== '/') crumbs.push({ label: page.title, url: page.path.path });
  return crumbs;
}
