import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import { createDemoContent } from '@district/demo-content/content';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { pageHeading } from './journeys';
import { type SiteServer, startSiteServer } from './spawn-site';

// A snow-day morning: the district's site against a stand-in Azure AI Search (the real protocol,
// over HTTP) holding a closure, a delay and an opening, an emergency, an urgent alert and the
// floating kindergarten notice. The demo's own closure and delay are expired on purpose; these
// are current.
test.describe.configure({ mode: 'serial' });

const PORT = 4150;
const SCREENS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
const SHOTS = 'test-results/snow-day-notices';

const now = new Date();
const bundle = createDemoContent({ now });
const HOUR = 3_600_000;
const isWeather = (m: { channels: string[]; categories: string[] }) =>
  m.channels.includes('Notifications') && m.categories.includes('Delays and Closures');
const open = bundle.messages.find(
  (m) => isWeather(m) && m.title === 'All schools are open on a normal schedule',
);
if (!open) throw new Error('The demo content has no "open" status notification');
const posted = new Date(Math.floor((now.getTime() - 2 * HOUR) / HOUR) * HOUR).toISOString();
const notice = (
  id: string,
  title: string,
  fields: { categories?: string[]; tags?: string[]; summary?: string; links?: unknown[] },
) => ({
  ...open,
  id: `00000000-0000-4000-8000-00000000000${id}`,
  slug: `snow-day-${id}`,
  title,
  summary: fields.summary ?? null,
  publishDateTime: posted,
  expireDateTime: new Date(now.getTime() + 12 * HOUR).toISOString(),
  categories: fields.categories ?? ['Delays and Closures'],
  tags: fields.tags ?? [],
  links: JSON.stringify(fields.links ?? []),
});
// A status says its day (docs/behaviour.md#notifications), in the district's time zone: posted two
// hours ago is today, unless the test runs in the first two hours of the district's day.
const ZONE = 'America/Denver';
const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(instant);
const postedToday = dayOf(new Date(posted)) === dayOf(now);
const today = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(now);
const STATUSES = [
  { tone: 'closed', word: 'Closed', title: 'Schools closed today for snow' },
  { tone: 'delayed', word: 'Delayed', title: 'Two-hour delay today' },
  { tone: 'open', word: 'Open', title: 'All schools are open on a normal schedule' },
] as const;
const messages = [
  ...bundle.messages.filter((m) => !isWeather(m)),
  { ...open, publishDateTime: posted },
  notice('1', STATUSES[0].title, {
    tags: ['Weather Status Closed'],
    summary: 'All schools and offices are closed; all activities are cancelled.',
    links: [{ type: 'Detail Link', url: '/alerts-and-communication', title: 'Closure details' }],
  }),
  notice('2', STATUSES[1].title, { tags: ['Weather Status Delayed'] }),
  notice('3', 'Shelter in place at Meadowlark High', {
    categories: ['Emergency Alert'],
    summary: 'Students are safe inside. Do not come to the school.',
  }),
  notice('4', 'Water main break: buses re-routed on Elm Street', {
    categories: ['Urgent Alert'],
    summary: 'Expect buses on Elm Street up to 15 minutes late.',
  }),
];

let search: FakeAzureSearch;
let site: SiteServer;

test.beforeAll(async () => {
  search = await startFakeAzureSearch({
    documents: {
      'messages-index': messages,
      'events-index': bundle.events,
      'files-index': bundle.files,
      'pages-index': bundle.pageDocuments,
    },
  });
  site = await startSiteServer('district', PORT, {
    SEARCH_ENDPOINT: search.endpoint,
    SEARCH_API_KEY: search.apiKey,
    DISABLE_PAGE_CACHE: '1',
  });
});

test.afterAll(async () => {
  site?.stop();
  await search?.close();
});

/** A fresh phone or desktop, with or without JavaScript. */
async function arrive(
  browser: Browser,
  screen: (typeof SCREENS)[number],
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  if (javaScriptEnabled) {
    await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
  }
  return { context, page };
}

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

for (const screen of SCREENS) {
  test(`A parent on a snow-day morning tells closed, delayed and open apart at a glance (${screen.name})`, async ({
    browser,
  }) => {
    const { context, page } = await arrive(browser, screen);
    const looks: string[] = [];
    for (const status of STATUSES) {
      const box = page.locator(`[data-type="status"][data-tone="${status.tone}"]`);
      await expect(box).toBeVisible();
      await expect(box).toContainText(status.title);
      // A word, not only a colour, says which it is; and the day it is for.
      const word = postedToday ? `${status.word} today, ${today('en')}` : status.word;
      await expect(box.getByText(word, { exact: true })).toBeVisible();
      // When it was posted, in words the server wrote, with the instant for machines: the time
      // beside today's date, else the day it was posted.
      const time = box.locator('time');
      await expect(time).toBeVisible();
      await expect(time).toHaveText(
        postedToday
          ? /^Posted \d{1,2}:\d\d\s[AP]M$/
          : /^Posted \w+, \w+ \d{1,2} at \d{1,2}:\d\d\s[AP]M$/,
      );
      await expect(time).toHaveAttribute('datetime', posted);
      looks.push(
        await box.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor} ${style.borderTopColor} ${style.color}`;
        }),
      );
    }
    expect(new Set(looks).size, looks.join(' | ')).toBe(3);
    // The closure links its details.
    await expect(
      page.locator('[data-tone="closed"]').getByRole('link', { name: 'Closure details' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/status-${screen.name}.png` });
    await context.close();
  });

  test(`A Spanish-reading parent on a ${screen.name} reads the day of the status in Spanish`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/?lang=es`);
    const box = page.locator('[data-type="status"][data-tone="open"]');
    const word = postedToday ? `Abierto hoy, ${today('es')}` : 'Abierto';
    await expect(box.getByText(word, { exact: true })).toBeVisible();
    await expect(box.locator('time')).toHaveText(
      postedToday
        ? /^Publicado \d{1,2}:\d\d$/
        : /^Publicado \p{L}+, \d{1,2} de \p{L}+, \d{1,2}:\d\d$/u,
    );
    await page.screenshot({ path: `${SHOTS}/status-es-${screen.name}.png` });
    await context.close();
  });

  test(`A parent opening the site on a ${screen.name} sees its heading past the floating notice, with or without JavaScript`, async ({
    browser,
  }) => {
    for (const javaScript of [true, false]) {
      const { context, page } = await arrive(browser, screen, javaScript);
      const floating = page.locator('[data-type="floating"]');
      await expect(floating).toHaveCount(1);
      await expect(floating).toContainText('Kindergarten registration is open');
      const box = await floating.boundingBox();
      const heading = await pageHeading(page).boundingBox();
      if (!box || !heading) throw new Error('the floating notice or the heading has no box');
      const share = (box.width * box.height) / (screen.width * screen.height);
      console.log(
        `[${screen.name}, JavaScript ${javaScript ? 'on' : 'off'}] floating notice: ${Math.round(box.width)}x${Math.round(box.height)} px, ${(share * 100).toFixed(1)} % of the screen`,
      );
      expect(share).toBeLessThanOrEqual(0.15);
      const overlaps =
        box.x < heading.x + heading.width &&
        heading.x < box.x + box.width &&
        box.y < heading.y + heading.height &&
        heading.y < box.y + box.height;
      expect(overlaps, 'the floating notice covers the page heading').toBe(false);
      // One tap opens the rest.
      await floating.locator('summary').click();
      await expect(floating.getByRole('link', { name: 'Register now' })).toBeVisible();
      await expect(floating.locator('time')).toHaveText(/^Posted /);
      if (javaScript) await page.screenshot({ path: `${SHOTS}/floating-${screen.name}.png` });
      await context.close();
    }
  });

  test(`A keyboard user on a ${screen.name} skips to the main content and meets the alerts first`, async ({
    browser,
  }) => {
    const { context, page } = await arrive(browser, screen);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const main = page.getByRole('main');
    const serious = main.locator(
      '[data-importance="emergency"], [data-importance="alert"], [data-tone="closed"], [data-tone="delayed"]',
    );
    await expect(serious).toHaveCount(4);
    // Before the page's own heading, in reading order.
    const before = await serious.evaluateAll((elements) => {
      const h1 = document.querySelector('main h1');
      return elements.map(
        (element) =>
          h1 !== null &&
          (element.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      );
    });
    expect(before).toEqual([true, true, true, true]);
    // The emergency has a heading to jump to, with its word, and does not interrupt on arrival.
    await expect(
      main.getByRole('heading', { name: 'Emergency Shelter in place at Meadowlark High' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Status notices are polite live regions, quiet until they change.
    await expect(main.locator('[role="status"][data-type="status"]')).toHaveCount(3);
    // Reader's next Tab goes into the notices, not past them.
    await page.keyboard.press('Tab');
    const focusedInNotices = await page.evaluate(
      () => document.activeElement?.closest('section[aria-label="Notifications"]') != null,
    );
    expect(focusedInNotices).toBe(true);
    await page.screenshot({ path: `${SHOTS}/skip-${screen.name}.png` });
    await context.close();
  });

  test(`A parent on a ${screen.name} hides the notices the button counts, and no others`, async ({
    browser,
  }) => {
    const { context, page } = await arrive(browser, screen);
    const area = notices(page);
    const visible = async () => (await area.locator(':scope > ul > li > [data-type]').all()).length;
    const before = await visible();
    const hideAll = area.getByRole('button', { name: /^Hide (1 notice|\d+ notices)$/ });
    const count = Number(((await hideAll.textContent()) ?? '').match(/\d+/)?.[0]);
    await hideAll.click();
    await expect(
      area.getByRole('button', { name: `Show dismissed notifications (${count})` }),
    ).toBeVisible();
    expect(before - (await visible())).toBe(count);
    await expect(area.locator('[data-type="floating"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/hidden-${screen.name}.png` });
    await context.close();
  });

  test(`A screen-reader user on a ${screen.name} meets no accessibility failures among notices of every importance`, async ({
    browser,
  }) => {
    const { context, page } = await arrive(browser, screen);
    for (const importance of ['emergency', 'alert', 'success', 'info']) {
      await expect(page.locator(`[data-importance="${importance}"]`).first()).toBeVisible();
    }
    await page.locator('[data-type="floating"] summary').click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('A parent at 400 % zoom with wider text spacing reaches all of every notice', async ({
  browser,
}) => {
  // 1280x740 at 400 %: a 320 px wide, 185 px tall CSS viewport.
  // A reader's own style sheet (an extension, a bookmarklet) is not bound by the page's CSP.
  const context = await browser.newContext({
    viewport: { width: 320, height: 185 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
  // WCAG 1.4.12's text spacing, applied to everything, as a reader's style sheet would.
  await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-block-end: 2em !important; }`,
  });
  const floating = page.locator('[data-type="floating"]');
  await floating.locator('summary').click();
  const box = await floating.boundingBox();
  console.log(
    `[320x185, text spacing] opened floating notice: ${Math.round(box?.height ?? 0)} px tall`,
  );
  const roots = await page.locator('section[aria-label="Notifications"] [data-type]').all();
  expect(roots.length).toBeGreaterThanOrEqual(6);
  for (const root of roots) {
    for (const link of await root.getByRole('link').all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
      const inside = await link.evaluate((element) => {
        const own = element.getBoundingClientRect();
        const box = (element.closest('[data-type]') as HTMLElement).getBoundingClientRect();
        return (
          own.left >= box.left - 0.5 &&
          own.right <= box.right + 0.5 &&
          own.bottom <= box.bottom + 0.5
        );
      });
      expect(inside, `${await link.textContent()} is pushed out of its notice`).toBe(true);
    }
  }
  await floating.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/zoom-400.png` });
  await context.close();
});
