import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './browse';
import { pageHeading, SITE_NAMES } from './journeys';
import { type SiteName, siteUrl } from './sites';

// A school's site is the school's: its own menu and pages, its phone near the top, and a labelled
// way back to the district. The top tasks are on the home page of every site, on a phone without
// opening the menu. Walked at a small phone's size and a laptop's.
const SCREENS = {
  phone: { width: 360, height: 740 },
  laptop: { width: 1366, height: 768 },
} as const;
const SCREENSHOT_DIR = 'test-results/school-sites';
const DISTRICT_WEBSITE = 'https://www.meadowlarkvalley.org';

/** How far down the page an element starts, in screens of the current viewport (0 = top). */
async function screensDown(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('not laid out');
  const scrollY = await page.evaluate(() => window.scrollY);
  return (box.y + scrollY) / viewport.height;
}

for (const [screen, size] of Object.entries(SCREENS)) {
  test(`A family new to the district knows they are on Aspen Grove's site and can get back to the district (${size.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openHydrated(page, siteUrl('school', '/'));
    await expect(pageHeading(page)).toHaveText(SITE_NAMES.school);

    // The header names the district the school is part of and links it, without opening anything.
    const banner = page.getByRole('banner');
    const district = banner.getByRole('link', { name: SITE_NAMES.district, exact: true });
    await expect(district).toBeVisible();
    await expect(district).toHaveAttribute('href', DISTRICT_WEBSITE);
    await expect(banner.getByText(`Part of ${SITE_NAMES.district}`)).toBeVisible();
    expect(await screensDown(page, district)).toBeLessThan(0.25);

    // The school's phone, tappable, in the first screen.
    const phone = page.getByRole('main').locator('a[href^="tel:"]').first();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText('(303) 555-0101');
    await expect(phone).toHaveAttribute('href', 'tel:3035550101');
    const phoneAt = await screensDown(page, phone);
    console.log(`${size.width}px: district link and phone at ${phoneAt.toFixed(2)} screens`);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/aspen-grove-home-${size.width}-first-screen.png`,
      animations: 'disabled',
    });
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/aspen-grove-home-${size.width}-full.png`,
      fullPage: true,
      animations: 'disabled',
    });
    // Below the day's notices, which come first on every page (two today): within the first
    // screen on a laptop, at the top of the second on a small phone.
    expect(phoneAt).toBeLessThan(screen === 'phone' ? 1.25 : 1);

    // The menu is the school's own: its bell schedule and lunch menu, none of the district's
    // offices.
    if (screen === 'phone') await banner.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const group of ['Our School', 'School Day', 'Enroll', 'District']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Bell Schedule', includeHidden: true })).toHaveCount(
      1,
    );
    for (const districtPage of ['Superintendent’s Office', "Superintendent's Office", 'Bond']) {
      await expect(nav.getByRole('link', { name: districtPage, includeHidden: true })).toHaveCount(
        0,
      );
    }
    await nav.getByRole('button', { name: 'School Day', exact: true }).click();
    await nav.getByRole('link', { name: 'Bell Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/bell-schedule$/);
    await expect(pageHeading(page)).toHaveText('Bell Schedule');
    await expect(page.getByRole('main')).toContainText('First bell: 8:20 a.m.');
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/aspen-grove-bell-schedule-${size.width}.png`,
      animations: 'disabled',
    });
  });
}

for (const site of ['school', 'district'] as const satisfies readonly SiteName[]) {
  const tasks =
    site === 'school'
      ? ['Enroll', 'Calendar', 'Lunch Menu', 'Buses', 'Staff', 'Logins']
      : ['Register', 'Schools', 'Calendar', 'Directory', 'Logins', 'Careers'];
  test(`A parent on a phone reaches the top tasks without opening the menu (${site})`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS.phone);
    await openHydrated(page, siteUrl(site, '/'));
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const topTasks = page.getByRole('main').getByRole('navigation', { name: 'Quick actions' });
    await expect(topTasks.getByRole('link')).toHaveText(tasks);
    for (const link of await topTasks.getByRole('link').all()) await expect(link).toBeVisible();
    const at = await screensDown(page, topTasks.getByRole('link').last());
    console.log(`${site} at 360px: last top task at ${at.toFixed(2)} screens`);
    expect(at).toBeLessThan(1.5);
    await topTasks.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${site}-top-tasks-360.png`,
      animations: 'disabled',
    });

    // On a laptop the header shows the same tasks under the menu; the home page does not repeat
    // them.
    await page.setViewportSize(SCREENS.laptop);
    await expect(topTasks).toBeHidden();
    const header = page.getByRole('banner').getByRole('list', { name: 'Quick actions' });
    for (const task of tasks) await expect(header.getByRole('link', { name: task })).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${site}-home-1366-first-screen.png`,
      animations: 'disabled',
    });

    if (site === 'school') {
      await page.setViewportSize(SCREENS.phone);
      await topTasks.getByRole('link', { name: 'Lunch Menu' }).click();
      await expect(pageHeading(page)).toHaveText('Lunch Menu');
    }
  });
}

test('A job seeker and a board watcher find the services the pages name linked where they are named', async ({
  page,
}) => {
  await page.setViewportSize(SCREENS.phone);
  await page.goto(siteUrl('district', '/careers'));
  const careers = page.getByRole('main').getByRole('link', { name: 'recruiting site' });
  await expect(careers).toBeVisible();
  await expect(careers).toHaveAttribute('href', 'https://jobs.meadowlarkvalley.org');
  await careers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/careers-360.png`, animations: 'disabled' });

  await page.goto(siteUrl('district', '/board-of-education/board-meetings'));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'board document portal' })).toHaveAttribute(
    'href',
    'https://boarddocs.meadowlarkvalley.org',
  );
  await expect(main.getByRole('link', { name: 'board meetings service' })).toHaveAttribute(
    'href',
    'https://meetings.meadowlarkvalley.org',
  );
});

test("Readers using screen readers and keyboards can use Aspen Grove's home page at both sizes (axe)", async ({
  page,
}) => {
  const failures: string[] = [];
  for (const size of Object.values(SCREENS)) {
    await page.setViewportSize(size);
    await openHydrated(page, siteUrl('school', '/'));
    failures.push(...(await axeViolations(page)).map((line) => `[${size.width}px] ${line}`));
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
