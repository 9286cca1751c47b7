import type { APIRequestContext } from '@playwright/test';
import { type SiteName, siteUrl } from './sites';

/** A page template of the site and a path that renders it. */
export interface RouteTemplate {
  name: string;
  path: string;
  /** The HTTP status the path answers with. */
  status: number;
}

/** A wayfinding page every school has (its own, not the district's board meetings page). */
export const SCHOOL_WAYFINDING_PATH = '/bell-schedule';

/** A path no route or CMS page matches: it renders the error page. */
export const MISSING_PATH = '/this-page-does-not-exist';

/**
 * The templates whose paths are fixed, as on the district site. A school has its own pages, so its
 * wayfinding page is another (see routeTemplates).
 */
export const FIXED_TEMPLATES: readonly RouteTemplate[] = [
  { name: 'home', path: '/', status: 200 },
  { name: 'landing page', path: '/about-us', status: 200 },
  { name: 'wayfinding page', path: '/board-of-education/board-meetings', status: 200 },
  { name: 'announcements list', path: '/announcements', status: 200 },
  { name: 'stories list', path: '/stories', status: 200 },
  { name: 'search results', path: '/search?q=bus', status: 200 },
  { name: 'error page', path: MISSING_PATH, status: 404 },
];

/**
 * The first detail link on a list page: message slugs differ per site and change with the demo
 * content, so they are read from the list the reader would click through.
 */
export async function firstDetailPath(
  request: APIRequestContext,
  site: SiteName,
  kind: 'announcements' | 'stories',
): Promise<string> {
  const response = await request.get(siteUrl(site, `/${kind}`));
  const html = await response.text();
  const match = html.match(new RegExp(`href="(/${kind}/[a-z0-9-]+)"`, 'i'));
  if (!match?.[1]) throw new Error(`no ${kind} detail link on ${site}'s /${kind}`);
  return match[1];
}

/** The first event page an events panel of the home page links (`/calendars/<id>/<id>`). */
export async function firstEventPath(request: APIRequestContext, site: SiteName): Promise<string> {
  const html = await (await request.get(siteUrl(site, '/'))).text();
  const match = html.match(/href="(\/calendars\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/);
  if (!match?.[1]) throw new Error(`no event page link on ${site}'s home page`);
  return match[1];
}

/** Every template, detail pages included, for one site. */
export async function routeTemplates(
  request: APIRequestContext,
  site: SiteName,
): Promise<RouteTemplate[]> {
  const [announcement, story, event] = await Promise.all([
    firstDetailPath(request, site, 'announcements'),
    firstDetailPath(request, site, 'stories'),
    firstEventPath(request, site),
  ]);
  const fixed = FIXED_TEMPLATES.map((template) =>
    template.name === 'wayfinding page' && site !== 'district'
      ? { ...template, path: SCHOOL_WAYFINDING_PATH }
      : template,
  );
  return [
    ...fixed,
    { name: 'announcement detail', path: announcement, status: 200 },
    { name: 'story detail', path: story, status: 200 },
    { name: 'event page', path: event, status: 200 },
  ];
}

/**
 * The document as the server wrote it, without Remix's single-fetch stream: Remix appends
 * `<script>` elements after `</html>` that feed the loader data to hydration. Browsers accept
 * them (the parser moves them into <body>), but they are not part of a conforming document and the
 * Nu HTML checker stops at them, so checks of the markup look at what comes before.
 */
export function documentWithoutDataStream(html: string): string {
  // The first `</html>`: the stream after it is JSON, never markup.
  const end = html.indexOf('</html>');
  return end === -1 ? html : html.slice(0, end + '</html>'.length);
}
