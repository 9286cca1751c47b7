import { expect, type Page, test } from '@playwright/test';
import { openHydrated, pageErrors, setWidth, WIDTHS } from './browse';
import { FEED_TITLES, pageHeading, SEARCH_GROUPS, visitEveryRoute } from './journeys';
import { MISSING_PATH } from './routes';
import { siteUrl } from './sites';

const DISMISSED_KEY = 'mvsd-notifications-dimissed-ids';

test.describe('With JavaScript', () => {
  for (const site of ['district', 'school'] as const) {
    test(`Visitors to the ${site} site can read every kind of page`, async ({ page }) => {
      await visitEveryRoute(page, site, (url) => openHydrated(page, url));
    });
  }

  test('Parents on a phone can open the menu, find the board meetings and close it with Escape', async ({
    page,
  }) => {
    await setWidth(page, WIDTHS.phone);
    await openHydrated(page, siteUrl('district', '/'));
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    // The language picker is in the bar, on a row of its own: found without opening the menu.
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Language' })).toHaveCount(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(nav).toBeVisible();

    // A group of the disclosure menu: Escape closes the group first, focus back on its button.
    const group = nav.getByRole('button', { name: 'Board of Education' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const meetings = nav.getByRole('link', { name: 'Board Meetings', exact: true });
    await expect(meetings).toBeVisible();
    await meetings.focus();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await expect(meetings).toBeHidden();

    // Escape again closes the menu itself and returns focus to the Menu button.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('button', { name: 'Board of Education' }).click();
    await nav.getByRole('link', { name: 'Board Meetings', exact: true }).click();
    await expect(page).toHaveURL(/\/board-of-education\/board-meetings$/);
    await expect(pageHeading(page)).toHaveText('Board Meetings');
  });

  test('Visitors can search from the header and see every result group', async ({ page }) => {
    await openHydrated(page, siteUrl('school', '/about-us'));
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = header.getByRole('searchbox', { name: 'Search this site' });
    await expect(box).toBeFocused();
    await page.keyboard.type('bus');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bus$/);
    for (const group of SEARCH_GROUPS) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('bus');

    // Escape closes an open search panel and gives focus back to its toggle.
    await openHydrated(page, siteUrl('school', '/'));
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await expect(box).toBeHidden();
  });

  test('Families can switch to Arabic, the page turns right to left and stays so', async ({
    page,
  }) => {
    await openHydrated(page, siteUrl('school', '/announcements'));
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await header.getByRole('button', { name: 'Change language' }).click();
    await expect(page).toHaveURL(/\/announcements\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('main').locator('a[href^="/announcements/"]').first().click();
    await expect(page).toHaveURL(/\/announcements\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('Families arriving from a shared post (?fbclid, ?utm_source) get the page already rendered for everyone', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const path = '/academics/assessment';
    // Each click on a shared post carries its own click id: none of them is a page of its own.
    await expect
      .poll(async () => {
        const answer = await page.goto(siteUrl('district', `${path}?fbclid=IwAR0warm`));
        return answer?.headers()['x-cache'];
      })
      .toBe('HIT');
    const response = await page.goto(
      siteUrl('district', `${path}?utm_source=facebook&utm_medium=social&fbclid=IwAR0family`),
    );
    expect(response?.headers()['x-cache']).toBe('HIT');
    // Hydrated: the menu button only exists with JavaScript.
    await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
    // The address bar keeps what was clicked (analytics in the browser reads it), the page's own
    // forms do not repeat it.
    await expect(page).toHaveURL(/fbclid=IwAR0family/);
    const header = page.getByRole('banner');
    const kept = await page
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`),
      );
    expect(kept.filter((pair) => /fbclid|utm_/.test(pair))).toEqual([]);
    await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await header.getByRole('button', { name: 'Change language' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?lang=es$`));
    // The same markup on the server and in the browser: hydration kept the server's page.
    expect(errors).toEqual([]);
  });

  test("A school's visitors reach the district from the badge in the footer", async ({ page }) => {
    await openHydrated(page, siteUrl('school', '/'));
    const footer = page.getByRole('contentinfo');
    const badge = footer.getByRole('link', { name: 'Meadowlark Valley School District' });
    await expect(badge).toHaveAttribute('href', 'https://www.meadowlarkvalley.org');
    // Loaded lazily: scrolled to, the school's own server draws the district's badge.
    await badge.scrollIntoViewIfNeeded();
    const image = badge.getByRole('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    // The district is no school's: its own footer has no such badge.
    await openHydrated(page, siteUrl('district', '/'));
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Meadowlark Valley School District' }),
    ).toHaveCount(0);
  });

  test.describe('Notifications', () => {
    /** The status notification every demo site shows, and the toggle-all button. */
    async function notificationsOn(page: Page) {
      await openHydrated(page, siteUrl('district', '/'));
      const area = page.getByRole('region', { name: 'Notifications' });
      const dismiss = area.getByRole('button', { name: /^Dismiss notification: / });
      await expect(dismiss.first()).toBeVisible();
      return { area, dismiss };
    }

    test('The minute’s poll keeps a page’s own notifications current, not only the site-wide ones', async ({
      page,
    }) => {
      await page.clock.install();
      const polls: URL[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/notifications')) polls.push(new URL(r.url()));
      });
      // Food and Nutrition Services has a category of its own, which brings a notification.
      await openHydrated(page, siteUrl('district', '/food-and-nutrition-services'));
      const answered = page.waitForResponse((r) => r.url().includes('/api/notifications'));
      await page.clock.runFor(60_000);
      const body = (await (await answered).json()) as {
        notifications: unknown[];
        pageNotifications?: { title: string }[];
      };
      expect(polls.map((url) => url.searchParams.get('path'))).toEqual([
        '/food-and-nutrition-services',
      ]);
      const own = body.pageNotifications ?? [];
      expect(own).not.toHaveLength(0);
      for (const notification of own) {
        await expect(page.getByText(notification.title, { exact: true }).first()).toBeVisible();
      }
    });

    test('Parents can dismiss a notification, bring it back, and it stays dismissed after a reload', async ({
      page,
    }) => {
      const { area, dismiss } = await notificationsOn(page);
      const before = await dismiss.count();
      const label = (await dismiss.first().getAttribute('aria-label')) ?? '';
      const title = label.replace(/^Dismiss notification: /, '');
      const notification = area.getByText(title, { exact: true });
      await expect(notification).toBeVisible();

      await dismiss.first().click();
      await expect(notification).toBeHidden();
      const toggleAll = area.getByRole('button', { name: 'Show dismissed notifications (1)' });
      await expect(toggleAll).toBeVisible();
      // Focus goes to the toggle, whose label carries the count, not to the top of the page.
      await expect(toggleAll).toBeFocused();
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), DISMISSED_KEY);
      expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

      await page.reload();
      await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
      await expect(
        area.getByRole('button', { name: 'Show dismissed notifications (1)' }),
      ).toBeVisible();
      await expect(notification).toBeHidden();

      await area.getByRole('button', { name: 'Show dismissed notifications (1)' }).click();
      await expect(notification).toBeVisible();
      await expect(dismiss).toHaveCount(before);
      await expect(
        area.getByRole('button', { name: /^Hide (1 notice|\d+ notices)$/ }),
      ).toBeVisible();
      expect(
        JSON.parse(
          (await page.evaluate((key) => window.localStorage.getItem(key), DISMISSED_KEY)) ?? '[]',
        ),
      ).toEqual([]);
    });

    test('Parents can hide all floating notifications at once and show them again', async ({
      page,
    }) => {
      const { area } = await notificationsOn(page);
      const hideAll = area.getByRole('button', { name: /^Hide (1 notice|\d+ notices)$/ });
      const count = Number(((await hideAll.textContent()) ?? '').match(/(\d+)/)?.[1]);
      expect(count).toBeGreaterThan(0);
      await hideAll.click();
      const showAll = area.getByRole('button', { name: `Show dismissed notifications (${count})` });
      await expect(showAll).toBeVisible();
      await showAll.click();
      await expect(
        area.getByRole('button', { name: count === 1 ? 'Hide 1 notice' : `Hide ${count} notices` }),
      ).toBeVisible();
    });
  });

  test('Parents find a page’s files under their categories and games under their days', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openHydrated(page, siteUrl('district', '/buses-and-transportation'));
    const documents = page.getByRole('region', { name: 'Routes and Forms' });
    // docs/behaviour.md#feed-panels: the files feed groups by category, ascending; each file's
    // title a level below its category's heading.
    await expect(documents.getByRole('heading', { level: 3 })).toHaveText([
      'Forms',
      'Transportation',
    ]);
    const firstGroup = documents.getByRole('heading', { level: 3 }).first().locator('+ ul');
    await expect(firstGroup.getByRole('heading', { level: 4 }).first()).toBeVisible();

    // The athletics page groups its games by day. Its feed is content, English here (no
    // translation service in this demo), and its days are written as the cards' dates are.
    await openHydrated(page, siteUrl('district', '/athletics?lang=es'));
    const days = page.locator('main h3:has(+ ul h4)');
    await expect(days.first()).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d+, \d{4}$/,
    );
    await expect(days.first().locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'en');
    // Written the same on the server and in the browser: hydration kept the server's page.
    expect(errors).toEqual([]);
  });

  test('A reader on a missing page sees the feeds load as they scroll into view', async ({
    page,
  }) => {
    // A short phone screen: the feeds stack, and the last ones start well below the fold.
    await page.setViewportSize({ width: WIDTHS.phone, height: 600 });
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/feeds/')) requested.push(new URL(r.url()).pathname);
    });
    const response = await page.goto(siteUrl('district', MISSING_PATH));
    expect(response?.status()).toBe(404);
    await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
    await expect(pageHeading(page)).toHaveText('An error occurred');
    await expect(page.getByRole('main')).toContainText('404');
    const feeds = page.locator('[data-feed]');
    await expect(feeds).toHaveCount(FEED_TITLES.length);
    // Below the fold nothing is fetched until the reader gets there.
    const last = feeds.last();
    await expect(last).toHaveAttribute('aria-busy', 'true');
    expect(requested).not.toContain('/api/feeds/people');
    const loaded = page.waitForResponse((r) => r.url().includes('/api/feeds/') && r.ok());
    for (const feed of await feeds.all()) {
      await feed.scrollIntoViewIfNeeded();
      await expect(feed).not.toHaveAttribute('aria-busy');
    }
    await loaded;
    expect(requested).toContain('/api/feeds/people');
    await expect(feeds.first().getByRole('listitem').first()).toBeVisible();

    // Reset on each route entry (docs/behaviour.md#feed-states): in another language the error page
    // stays mounted, and its feeds load again, in that language.
    await setWidth(page, WIDTHS.desktop);
    const again = page.waitForRequest(
      (r) => r.url().includes('/api/feeds/announcements') && r.url().includes('lang=es'),
    );
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await header.getByRole('button', { name: 'Change language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await feeds.first().scrollIntoViewIfNeeded();
    await again;
    await expect(feeds.first()).not.toHaveAttribute('aria-busy');
  });

  test('A feed the error page cannot load stops saying it is loading, and keeps its way on', async ({
    page,
  }) => {
    // The feed API is out of reach (a dropped connection for one feed, a 503 for the others).
    await page.route('**/api/feeds/events*', (route) => route.abort('connectionreset'));
    await page.route('**/api/feeds/*', (route) =>
      route.request().url().includes('/api/feeds/events')
        ? route.fallback()
        : route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.goto(siteUrl('district', MISSING_PATH));
    await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
    const feeds = page.locator('[data-feed]');
    for (const feed of await feeds.all()) {
      await feed.scrollIntoViewIfNeeded();
      await expect(feed).not.toHaveAttribute('aria-busy');
    }
    // Each panel is what a reader without JavaScript gets: its title and its "more" link.
    await expect(page.locator('[data-feed="events"]')).toContainText('Events');
    await expect(
      page.locator('[data-feed="events"]').getByRole('link', { name: 'Full Calendar' }),
    ).toBeVisible();
    await expect(feeds.getByRole('listitem')).toHaveCount(0);
  });

  test("When the page's script fails to load, the error page's feeds give back their space within 10 s", async ({
    page,
  }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await setWidth(page, WIDTHS.phone);
    await page.goto(siteUrl('district', MISSING_PATH));
    const feed = page.locator('[data-feed]').first();
    // Where its rows would be: the panel's empty message, holding their space.
    const held = feed.locator('section > p');
    const height = () => held.evaluate((element) => element.getBoundingClientRect().height);
    // Held for the three compact rows the script would fetch (86 px each, 8 px apart)…
    expect(await height()).toBeGreaterThanOrEqual(3 * 86 + 2 * 8);
    // …and 10 s on (the animation's clock moved on, rather than waiting), nothing: a panel of
    // its title and "more" link, as without JavaScript.
    await held.evaluate((element) => {
      for (const animation of element.getAnimations()) animation.currentTime = 10_000;
    });
    expect(await height()).toBe(0);
    await expect(feed.getByRole('link', { name: 'More Announcements' })).toBeVisible();
  });
});

test.describe('Machine endpoints', () => {
  test('Apps and monitors get JSON notifications, feeds and a health check', async ({
    request,
  }) => {
    for (const site of ['district', 'school'] as const) {
      const notifications = await request.get(siteUrl(site, '/api/notifications'));
      expect(notifications.status()).toBe(200);
      expect(notifications.headers()['content-type']).toContain('application/json');
      expect(Array.isArray((await notifications.json()).notifications)).toBe(true);

      for (const kind of ['announcements', 'stories', 'events', 'files', 'people']) {
        const feed = await request.get(siteUrl(site, `/api/feeds/${kind}`));
        expect(feed.status(), `/api/feeds/${kind}`).toBe(200);
        const body = await feed.json();
        expect(body.kind).toBe(kind);
        expect(Array.isArray(body.items)).toBe(true);
      }
      expect((await request.get(siteUrl(site, '/api/feeds/unknown'))).status()).toBe(404);

      const health = await request.get(siteUrl(site, '/healthz'));
      expect(health.status()).toBe(200);
    }
  });
});
