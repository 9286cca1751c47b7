import { expect, test } from '@playwright/test';
import { setWidth, WIDTHS } from './browse';
import {
  FEED_LINK_LABELS,
  FEED_TITLES,
  pageHeading,
  SEARCH_GROUPS,
  visitEveryRoute,
} from './journeys';
import { MISSING_PATH } from './routes';
import { siteUrl } from './sites';

// A parent on a slow phone, behind a filter that strips scripts, or whose JavaScript failed to
// load: every page and the chrome's controls must still work from the server's HTML alone.
test.use({ javaScriptEnabled: false });

test.describe('Without JavaScript', () => {
  for (const site of ['district', 'school'] as const) {
    test(`Visitors to the ${site} site can read every kind of page`, async ({ page }) => {
      await visitEveryRoute(page, site, async (url) => {
        await page.goto(url);
      });
    });
  }

  for (const device of ['phone', 'desktop'] as const) {
    test(`Parents can find the next board meeting through the menu on a ${device}`, async ({
      page,
    }) => {
      await setWidth(page, WIDTHS[device]);
      await page.goto(siteUrl('district', '/'));
      const header = page.getByRole('banner');
      const toggle = header.locator('details', {
        has: page.locator('summary', { hasText: 'Menu' }),
      });
      const nav = header.getByRole('navigation', { name: 'Main' });
      if (device === 'phone') {
        // Behind the menu's disclosure, as it is behind its button with JavaScript.
        await expect(nav).toBeHidden();
        await expect(toggle).not.toHaveAttribute('open');
        await toggle.locator('summary').first().click();
        await expect(toggle).toHaveAttribute('open');
        // The disclosure holds no menu of its own: open, it shows the one below the bar.
        await expect(nav).toBeVisible();
        await expect(toggle.getByRole('navigation')).toHaveCount(0);
      } else {
        // Shown below the bar from the start, as it is with JavaScript: nothing to open.
        await expect(toggle).toBeHidden();
      }
      // A group: its <details> toggle, then its list, shown while the toggle is open.
      const board = nav.getByRole('listitem').filter({
        has: page.locator('summary', { hasText: 'Board of Education' }),
      });
      const meetings = board.getByRole('link', { name: 'Board Meetings', exact: true });
      await expect(meetings).toBeHidden();
      await board.locator('summary').click();
      await meetings.click();
      await expect(page).toHaveURL(/\/board-of-education\/board-meetings$/);
      await expect(pageHeading(page)).toHaveText('Board Meetings');
    });
  }

  test('Visitors can search from the header', async ({ page }) => {
    await page.goto(siteUrl('school', '/about-us'));
    const header = page.getByRole('banner');
    // The disclosure holds no form of its own: open, it shows the search panel below the bar.
    const searchbox = header.getByRole('searchbox', { name: 'Search this site' });
    await expect(searchbox).toBeHidden();
    await header.locator('summary', { hasText: 'Search' }).click();
    await expect(searchbox).toBeVisible();
    await searchbox.fill('bus');
    await header.getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bus$/);
    for (const group of SEARCH_GROUPS) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
  });

  test('Families can switch to Arabic and the choice follows them from page to page', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('district', '/about-us'));
    const picker = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(picker.locator('option[value="ar"]')).toHaveText('Arabic (العربية)');
    await picker.selectOption('ar');
    await page.getByRole('banner').getByRole('button', { name: 'Change language' }).click();
    await expect(page).toHaveURL(/\/about-us\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // No translation service in the test deployment: a note says so and the content stays English.
    await expect(page.getByRole('main').getByRole('note')).toBeVisible();
    await expect(pageHeading(page)).toHaveText('About Us');

    const cookie = (await context.cookies()).find((c) => c.name === 'mvsd-website-state');
    expect(cookie, 'the language is kept in the mvsd-website-state cookie').toBeTruthy();
    expect(cookie?.sameSite).toBe('Lax');

    // A plain link, no `lang` in the URL: the cookie carries the choice.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto(siteUrl('district', '/?lang=en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('A reader on a missing page gets the error page with ways to go on', async ({ page }) => {
    const response = await page.goto(siteUrl('district', MISSING_PATH));
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText('An error occurred');
    await expect(page.getByRole('main')).toContainText('404');
    // The five feeds cannot load without JavaScript: each is its title and its "more" link, and
    // none tells a screen reader it is still loading.
    const feeds = page.locator('[data-feed]');
    await expect(feeds).toHaveCount(FEED_TITLES.length);
    await expect(page.locator('[data-feed][aria-busy]')).toHaveCount(0);
    for (const [index, title] of FEED_TITLES.entries()) {
      const feed = feeds.nth(index);
      await expect(feed.getByRole('heading', { name: title })).toBeVisible();
      await expect(feed.getByRole('link', { name: FEED_LINK_LABELS[index] })).toHaveAttribute(
        'href',
        /./,
      );
    }
  });

  test("An answer the site refuses shows its status and the status's words, not a developer's note", async ({
    request,
  }) => {
    // A page has no form of its own to post to: the router refuses with 405 and a message meant
    // for developers (it names the route files), which the page must not show.
    const url = siteUrl('district', '/about-us');
    const answer = await request.post(url, {
      headers: { origin: new URL(url).origin },
      form: { anything: '1' },
    });
    expect(answer.status()).toBe(405);
    const html = await answer.text();
    expect(html).toContain('An error occurred');
    expect(html).toMatch(/<strong>405<\/strong> — (<!-- -->)?Method Not Allowed/);
    expect(html).not.toMatch(/<strong>405<\/strong> — (<!-- -->)?[^<]*did not provide/);
  });
});
