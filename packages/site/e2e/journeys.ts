import { expect, type Page } from '@playwright/test';
import { MISSING_PATH } from './routes';
import { type SiteName, siteUrl } from './sites';

/** The site names the demo content gives each app (the home page's heading). */
export const SITE_NAMES: Record<SiteName, string> = {
  district: 'Meadowlark Valley School District',
  school: 'Aspen Grove Elementary',
  highSchool: 'Meadowlark High School',
};

/**
 * A wayfinding page of each site: the district's own pages, and a school's own (a school site has
 * its own pages, not copies of the district's).
 */
export const WAYFINDING_PAGES: Record<SiteName, { path: string; title: string }> = {
  district: { path: '/academics/assessment', title: 'Assessment' },
  school: { path: '/bell-schedule', title: 'Bell Schedule' },
  highSchool: { path: '/bell-schedule', title: 'Bell Schedule' },
};

/** The feed panels' titles (docs/behaviour.md#feed-panel-defaults), in page order. */
export const FEED_TITLES = ['Announcements', 'Stories', 'Events', 'Files', 'People'] as const;

/** The "more" links of the five feeds (docs/behaviour.md#feed-panel-defaults). */
export const FEED_LINK_LABELS = [
  'More Announcements',
  'More Stories',
  'Full Calendar',
  'More Files',
  'Full Directory',
] as const;

/** The result groups of the search page: pages with announcements and stories, files, contacts. */
export const SEARCH_GROUPS = ['Pages and news', 'Files', 'Contacts'] as const;

/** A page's level-one heading. */
export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Visits every page route of a site the way a reader would and checks each shows its content.
 * The same checks run with JavaScript on and off: the server's HTML must carry the page either way.
 * `goto` is the caller's, so the JavaScript-on run can wait for hydration.
 */
export async function visitEveryRoute(
  page: Page,
  site: SiteName,
  goto: (url: string) => Promise<void>,
): Promise<void> {
  await goto(siteUrl(site, '/'));
  await expect(pageHeading(page)).toHaveText(SITE_NAMES[site]);
  // Five feed panels (their titles are the CMS's to change: "District Stories"), each with items.
  const panels = page.locator('main section[aria-labelledby^="feed-"]');
  await expect(panels).toHaveCount(5);
  for (const panel of await panels.all()) {
    await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(panel.getByRole('listitem').first()).toBeVisible();
  }
  await expect(page.getByRole('complementary', { name: 'Related' })).toBeVisible();

  await goto(siteUrl(site, '/about-us'));
  await expect(pageHeading(page)).toHaveText('About Us');
  await expect(page.locator('[data-template="landing"]')).toBeVisible();

  await goto(siteUrl(site, WAYFINDING_PAGES[site].path));
  await expect(pageHeading(page)).toHaveText(WAYFINDING_PAGES[site].title);
  await expect(page.locator('[data-template="wayfinding"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();

  for (const [kind, title] of [
    ['announcements', 'Announcements'],
    ['stories', 'Stories'],
  ] as const) {
    await goto(siteUrl(site, `/${kind}`));
    await expect(pageHeading(page)).toHaveText(title);
    const first = page.locator(`main a[href^="/${kind}/"]`).first();
    const heading = ((await first.textContent()) ?? '').trim();
    expect(heading.length).toBeGreaterThan(0);
    await goto(siteUrl(site, (await first.getAttribute('href')) ?? ''));
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page.locator('main article time[datetime]').first()).toBeVisible();
  }

  await goto(siteUrl(site, '/search?q=bus'));
  await expect(pageHeading(page)).toHaveText('Search');
  await expect(page.getByRole('status').filter({ hasText: /results for “bus”/ })).toBeVisible();
  for (const group of SEARCH_GROUPS) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Pages and news' }).getByRole('link').first(),
  ).toBeVisible();

  await goto(siteUrl(site, MISSING_PATH));
  await expect(pageHeading(page)).toHaveText('An error occurred');
  // docs/behaviour.md#error-page: the error's status and its own message.
  await expect(page.getByRole('main')).toContainText(
    '404 — The page you are looking for could not be found.',
  );
}
