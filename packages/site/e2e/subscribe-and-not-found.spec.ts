import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './browse';
import { pageHeading, SITE_NAMES } from './journeys';
import { siteUrl } from './sites';

// The two screens of the brief: a small phone and a common laptop.
const SCREENS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/**
 * How tall the not-found page may be, in screens of the viewport's height: the whole document,
 * and the error page's own part (title to last feed, without the site's header, notices and
 * footer). Measured on the demo district with its five feeds loaded, at 360 px: 13,159 px before
 * (ten cards a feed), 4,226 px now, of which the page's own part is 2,567 px (three compact rows
 * a feed) and the header, notices and footer ~1,650 px (the footer's link lists stack on a
 * phone). At 1366 px: 6,088 px before, 2,320 px now (own part 1,197 px). One feed back at full
 * cards adds 1,400-2,600 px and breaks either bound.
 */
const MAX_SCREENS = {
  phone: { document: 6.5, own: 4 },
  laptop: { document: 4, own: 2 },
} as const;

const shot = (name: string) => `test-results/subscribe-and-not-found-${name}.png`;

/** A link that a thumb can hit: at least 24 × 24 CSS px (WCAG 2.5.8), and in view. */
async function expectTappable(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
}

/** The feed a link points at, fetched as a calendar app or reader would (http(s), not webcal). */
async function fetchFeed(page: Page, href: string) {
  const url = href.replace(/^webcal:/, new URL(page.url()).protocol);
  const answer = await page.request.get(url);
  return {
    status: answer.status(),
    type: answer.headers()['content-type'],
    body: await answer.text(),
  };
}

for (const screen of SCREENS) {
  test.describe(`On a ${screen.width}×${screen.height} screen`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('A neighbour subscribes to the district calendar and the news', async ({ page }) => {
      await openHydrated(page, siteUrl('district', '/'));
      const main = page.getByRole('main');
      const calendarApp = main.getByRole('link', {
        name: 'Subscribe to the calendar in your calendar app',
      });
      const google = main.getByRole('link', {
        name: 'Subscribe to the calendar in Google Calendar',
      });
      const outlook = main.getByRole('link', { name: 'Subscribe to the calendar in Outlook' });
      for (const link of [calendarApp, google, outlook]) await expectTappable(link);
      // What each shows is part of what it is called (WCAG 2.5.3).
      await expect(calendarApp).toHaveText('Calendar app');
      await expect(google).toHaveText('Google Calendar');
      await expect(outlook).toHaveText('Outlook');
      await page.screenshot({ path: shot(`calendar-${screen.name}`) });

      // The calendar app gets the site's own feed, absolute: webcal:// on this site's host.
      const origin = new URL(page.url());
      const webcal = (await calendarApp.getAttribute('href')) ?? '';
      expect(webcal).toBe(`webcal://${origin.host}/events.ics`);
      const calendar = await fetchFeed(page, webcal);
      expect(calendar.status).toBe(200);
      expect(calendar.type).toContain('text/calendar');
      expect(calendar.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(calendar.body).toContain('BEGIN:VEVENT');
      // Google Calendar subscribes to that same address; Outlook on the web to its web form.
      const googleUrl = new URL((await google.getAttribute('href')) ?? '');
      expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe(
        'https://calendar.google.com/calendar/render',
      );
      expect(googleUrl.searchParams.get('cid')).toBe(webcal);
      const outlookUrl = new URL((await outlook.getAttribute('href')) ?? '');
      expect(`${outlookUrl.origin}${outlookUrl.pathname}`).toBe(
        'https://outlook.live.com/calendar/0/addfromweb',
      );
      expect(outlookUrl.searchParams.get('url')).toBe(`${origin.origin}/events.ics`);
      expect(outlookUrl.searchParams.get('name')).toBe(`${SITE_NAMES.district} — Events`);

      // The news: the home page's announcement and story panels, then each list page.
      await expect(
        main.getByRole('link', { name: /^Subscribe to .+ in a news reader \(RSS\)$/ }),
      ).toHaveCount(2);
      for (const [path, title] of [
        ['/announcements', 'Announcements'],
        ['/stories', 'Stories'],
      ] as const) {
        await openHydrated(page, siteUrl('district', path));
        await expect(pageHeading(page)).toHaveText(title);
        const news = page
          .getByRole('main')
          .getByRole('link', { name: `Subscribe to ${title} in a news reader (RSS)` });
        await expectTappable(news);
        await expect(news).toHaveText('News reader (RSS)');
        const href = (await news.getAttribute('href')) ?? '';
        expect(href).toBe(`${origin.origin}${path}.rss`);
        const feed = await fetchFeed(page, href);
        expect(feed.status, href).toBe(200);
        expect(feed.type).toContain('application/rss+xml');
        expect(feed.body).toContain('<rss');
        expect(feed.body).toContain('<item>');
        const failures = await axeViolations(page);
        expect(failures, failures.join('\n')).toEqual([]);
      }
      await page.screenshot({ path: shot(`stories-${screen.name}`) });
    });

    test('A parent who follows an old link finds their way from the not-found page', async ({
      page,
    }) => {
      const response = await page.goto(siteUrl('district', '/newsletters/spring-2019'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
      // The tab says what happened; the page keeps the error page's title, status and message
      // (docs/behaviour.md#error-page).
      await expect(page).toHaveTitle(`Page not found – ${SITE_NAMES.district}`);
      await expect(pageHeading(page)).toHaveText('An error occurred');
      const main = page.getByRole('main');
      await expect(main).toContainText('404 — The page you are looking for could not be found.');
      await expect(main.getByText(/^We couldn’t find that page\. It may have moved/)).toBeVisible();
      const search = main.getByRole('searchbox', { name: 'Search the site' });
      const home = main.getByRole('link', { name: 'Go to the home page' });
      // The ways on come before the feeds.
      const firstFeed = page.locator('[data-feed]').first();
      const [searchBox, homeBox, feedBox] = await Promise.all(
        [search, home, firstFeed].map((element) => element.boundingBox()),
      );
      expect(searchBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(feedBox?.y ?? 0);
      expect(homeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(feedBox?.y ?? 0);
      await page.screenshot({ path: shot(`not-found-${screen.name}`) });

      // The feeds, loaded as a reader scrolls: a few rows each, and the page a few screens tall.
      const feeds = page.locator('[data-feed]');
      await expect(feeds).toHaveCount(5);
      for (const feed of await feeds.all()) {
        await feed.scrollIntoViewIfNeeded();
        await expect(feed).toHaveAttribute('data-state', 'loaded');
        await expect(feed).not.toHaveAttribute('aria-busy');
        expect(await feed.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      }
      await expect(feeds.first().getByRole('listitem').first()).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const own = (await page.locator('[data-page-type="404-page"]').boundingBox())?.height ?? 0;
      const bound = MAX_SCREENS[screen.name];
      expect(height, `document ${height} px`).toBeLessThanOrEqual(bound.document * screen.height);
      expect(own, `error page ${own} px`).toBeLessThanOrEqual(bound.own * screen.height);
      // The events panel offers the calendar here too.
      await expect(
        page
          .locator('[data-feed="events"]')
          .getByRole('link', { name: 'Subscribe to the calendar in Google Calendar' }),
      ).toBeVisible();
      const failures = await axeViolations(page);
      expect(failures, failures.join('\n')).toEqual([]);
      await page.screenshot({ path: shot(`not-found-full-${screen.name}`), fullPage: true });

      // The search box takes them to the results.
      await search.scrollIntoViewIfNeeded();
      await search.fill('calendar');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=calendar$/);
      await expect(pageHeading(page)).toHaveText('Search');
      await expect(
        page.getByRole('region', { name: 'Pages and news' }).getByRole('link').first(),
      ).toBeVisible();
      await page.screenshot({ path: shot(`search-results-${screen.name}`) });
    });
  });
}

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('A parent whose script failed searches from the not-found page, and a neighbour still finds the subscribe links', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/newsletters/spring-2019'));
    await expect(page).toHaveTitle(`Page not found – ${SITE_NAMES.district}`);
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await search.fill('enrollment');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=enrollment$/);
    await expect(pageHeading(page)).toHaveText('Search');

    await page.goto(siteUrl('district', '/'));
    await expect(
      page.getByRole('link', { name: 'Subscribe to the calendar in Google Calendar' }),
    ).toBeVisible();
    await page.goto(siteUrl('district', '/announcements'));
    await expect(
      page.getByRole('link', { name: 'Subscribe to Announcements in a news reader (RSS)' }),
    ).toBeVisible();
  });
});
