import { NOTIFICATION_CATEGORIES } from '@district/core/constants';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { Notification } from '@district/core/entities/notification';
import type { Organization } from '@district/core/entities/organization';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { notificationPageCategories } from '@district/core/notifications/page-categories';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import { beforeAll, describe, expect, it } from 'vitest';
import { isKnownNotification, pageCacheVersion } from '../http/page-cache-bus.server';
import type { SiteServices } from '../http/services.server';
import { loadShared } from '../pages/chrome.server';
import { loadPage, pageOwnNotificationsAt } from '../pages/page.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../testing/site-services';
import { applyDismissForm } from './dismissed-cookie.server';
import {
  displayRules,
  isSiteWideCategory,
  loadNotifications,
  loadShownNotifications,
  notificationWriting,
  pageOwnNotifications,
  withPostedWords,
} from './notifications.server';

const rule = { terms: ['snow day'], type: 'banner', importance: 'alert', icon: null, color: null };
const configured = (rules: unknown): ConfigurationItem[] => [
  {
    category: 'notifications',
    name: 'displayRules',
    defaultValue: null,
    value: JSON.stringify(rules),
  },
];

describe('display rules', () => {
  it('reads the configured rules, else the default table', () => {
    expect(displayRules(configured([rule]))).toEqual([rule]);
    expect(displayRules([])).toEqual(DEFAULT_DISPLAY_RULES);
    expect(displayRules(configured([{ terms: 'not a list' }]))).toEqual(DEFAULT_DISPLAY_RULES);
  });

  it('validates a frozen configuration once and hands out the same frozen rules', () => {
    const configuration = Object.freeze(configured([rule]));
    const first = displayRules(configuration);
    expect(first).toEqual([rule]);
    expect(displayRules(configuration)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads a list that can still change afresh every time', () => {
    const configuration = configured([rule]);
    expect(displayRules(configuration)).toEqual([rule]);
    configuration[0] = { ...(configuration[0] as ConfigurationItem), value: '[]' };
    expect(displayRules(configuration)).toEqual(DEFAULT_DISPLAY_RULES);
  });
});

describe('a page’s own notifications', () => {
  const notification = (id: string, categories: string[]) =>
    ({ id, categories }) as unknown as Notification;

  it('keeps those found for the page’s categories, not the site-wide ones the chrome has', () => {
    const siteWide = notification('site', [NOTIFICATION_CATEGORIES[0] as string]);
    const both = notification('both', ['Athletics', NOTIFICATION_CATEGORIES[0] as string]);
    const own = notification('own', ['Athletics']);
    expect(pageOwnNotifications([siteWide, own, both]).map((n) => n.id)).toEqual(['own']);
    expect(pageOwnNotifications([])).toEqual([]);
  });
});

// The demo district through the embedded CMS and search, translated by the local fake.
const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
/** A CMS page whose own category (Food and Nutrition) brings a notification with a call to action. */
const PAGE_PATH = '/food-and-nutrition-services';

let bundle: ContentBundle;
let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] });
  content = embeddedContent(bundle);
});

const startTranslator = fakeTranslatorPerTest();

function services(functionsEndpoint: string | null): SiteServices {
  return testServices({
    org: demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District'),
    content,
    env: {
      ...(functionsEndpoint ? { FUNCTIONS_ENDPOINT: functionsEndpoint } : {}),
      UPSTREAM_TIMEOUT_MS: '300',
    },
  });
}

const context = (siteServices: SiteServices, languageCode: string, path = '/') =>
  testContext(siteServices, { languageCode, path });

describe('a page’s own notifications, translated', () => {
  it('translates every label the chrome and the poll translate, calls to action included', async () => {
    const fake = await startTranslator();
    const data = await loadPage(context(services(fake.url), 'es', PAGE_PATH), PAGE_PATH);
    const own = data.pageNotifications ?? [];
    // The page has its own notification with a call to action, or this test proves nothing.
    expect(own.some((n) => n.callToActionLabel)).toBe(true);
    for (const notification of own) {
      for (const field of [
        'title',
        'description',
        'callToActionLabel',
        'detailLinkLabel',
      ] as const) {
        const value = notification[field];
        if (value) expect(value, `${notification.id} ${field}`).toMatch(/^\[es\] /);
      }
    }
  });
});

describe('toggle-all without JavaScript, against what the page shows', () => {
  it('loads the site-wide and the page’s own notifications, and hides them past stale ids', async () => {
    const site = services(null);
    const ctx = context(site, 'en', PAGE_PATH);
    const page = await loadPage(ctx, PAGE_PATH);
    const categories = page.page?.categories ?? [];
    const shared = loadShared(ctx);
    const shown = await loadShownNotifications(ctx, {
      organization: await shared.organization,
      configuration: shared.configuration,
      pageCategories: categories,
      pageOwn: true,
    });
    const ids = shown.map((n) => n.id);
    const own = page.pageNotifications ?? [];
    expect(ids).toEqual(expect.arrayContaining(own.map((n) => n.id)));
    expect(own).not.toHaveLength(0);
    const floating = shown.filter((n) => n.type === 'floating' && n.dismissible);
    expect(floating).not.toHaveLength(0);

    const toggle = new FormData();
    toggle.set('toggle', 'all');
    const hidden = applyDismissForm(['expired-notification'], toggle, shown);
    expect(hidden).toEqual(['expired-notification', ...floating.map((n) => n.id)]);
    expect(applyDismissForm(hidden, toggle, shown)).toEqual([]);
  });
});

describe('the poll of a page’s own notifications', () => {
  it('finds those of a page with a category of its own, as its loader did', async () => {
    const site = services(null);
    const page = await loadPage(context(site, 'en', PAGE_PATH), PAGE_PATH);
    const polled = await pageOwnNotificationsAt(
      context(site, 'en', '/api/notifications'),
      PAGE_PATH,
    );
    expect(polled?.map((n) => n.id)).toEqual(page.pageNotifications?.map((n) => n.id));
    expect(polled).not.toHaveLength(0);
  });

  it('finds a page whose address the browser percent-encodes', async () => {
    const renamed = createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] });
    const food = renamed.pages.find((p) => p.path.path === PAGE_PATH);
    if (!food) throw new Error('the demo has no Food and Nutrition Services page');
    food.path = { ...food.path, path: '/comidas y nutrición' };
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District'),
      content: embeddedContent(renamed),
    });
    const ctx = context(site, 'en', '/api/notifications');
    const polled = await pageOwnNotificationsAt(ctx, '/comidas%20y%20nutrici%C3%B3n');
    expect(polled).not.toBeNull();
    expect(polled).not.toHaveLength(0);
    expect(await pageOwnNotificationsAt(ctx, '/comidas%20y%20nutrici%C3')).toBeNull();
  });

  it('has nothing to poll for a page without one, or no page at all', async () => {
    const site = services(null);
    const plain = bundle.pages.find(
      (p) =>
        p.ownerOrganizationId === DISTRICT_ID &&
        notificationPageCategories(p).every((c) => isSiteWideCategory(c)),
    );
    const path = plain?.path.path ?? 'no page without a category of its own';
    const loaded = await loadPage(context(site, 'en', path), path);
    expect(loaded.pageNotifications).toBeNull();
    const ctx = context(site, 'en', '/api/notifications');
    expect(await pageOwnNotificationsAt(ctx, path)).toBeNull();
    expect(await pageOwnNotificationsAt(ctx, '/no-such-page')).toBeNull();
  });
});

describe('the page cache’s version', () => {
  it('is not raised by answers that differ only because another host asked', async () => {
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District'),
      content: embeddedContent(createDemoContent({ now: new Date() })),
    });
    const from = (host: string) => ({ ...context(site, 'en'), url: new URL(`https://${host}/`) });
    const load = (host: string) =>
      loadNotifications(from(host), { organization: null, configuration: [] }).then((found) =>
        found.map((n) => n.id),
      );
    const www = await load('www.meadowlarkvalley.org');
    const before = pageCacheVersion();
    // The high school's host is shown a notification destined to it alone.
    expect(await load('mhs.meadowlarkvalley.org')).not.toEqual(www);
    expect(await load('www.meadowlarkvalley.org')).toEqual(www);
    expect(pageCacheVersion()).toBe(before);
  });
});

describe('the notifications the page cache knows', () => {
  it('are those the site has answered, so a made-up dismissed id names no page of its own', async () => {
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District'),
      content: embeddedContent(createDemoContent({ now: new Date() })),
    });
    const found = await loadNotifications(context(site, 'en'), {
      organization: null,
      configuration: [],
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((notification) => isKnownNotification(notification.id))).toBe(true);
    expect(isKnownNotification('made-up-7f3k')).toBe(false);
  });
});

describe('the host notifications are destined to', () => {
  const INTRANET_ID = DEMO_DISTRICT.intranetOrganizationId;
  const STAFF_NOTICE = 'Staff only: the payroll portal is closed tonight';

  // The demo district plus one notice destined to the intranet's host alone.
  const setup = () => {
    const withStaffNotice = createDemoContent({ now: new Date() });
    const template = withStaffNotice.messages.find(
      (m) =>
        m.channels.includes('Notifications') && m.destinations.includes('*.meadowlarkvalley.org'),
    );
    if (!template) throw new Error('the demo has no notification for every host');
    withStaffNotice.messages.push({
      ...template,
      id: 'staff-only-notice',
      title: STAFF_NOTICE,
      categories: ['Important Notice'],
      destinations: ['insider.meadowlarkvalley.org'],
      publishDateTime: new Date(Date.now() - 3_600_000).toISOString(),
      expireDateTime: null,
    });
    const organizationOf = (id: string) =>
      withStaffNotice.organizations.find((o) => o.id === id) ?? null;
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District'),
      content: embeddedContent(withStaffNotice),
    });
    const titlesAt = (url: string, organization: Organization | null) =>
      loadNotifications(
        { ...context(site, 'en'), url: new URL(url) },
        { organization, configuration: [] },
      ).then((found) => found.map((n) => n.title));
    return { organizationOf, titlesAt };
  };

  it('is the organization’s website, not a host the request names', async () => {
    const { organizationOf, titlesAt } = setup();
    const district = organizationOf(DISTRICT_ID);
    expect(district?.website).toBe('https://www.meadowlarkvalley.org');
    // What `GET //insider.meadowlarkvalley.org/` made of the public site's URL.
    const askedAsIntranet = await titlesAt('https://insider.meadowlarkvalley.org/', district);
    expect(askedAsIntranet).not.toContain(STAFF_NOTICE);
    expect(askedAsIntranet).toEqual(await titlesAt('https://www.meadowlarkvalley.org/', district));
    // The notice exists: the intranet, whose website that host is, shows it.
    expect(
      await titlesAt('https://insider.meadowlarkvalley.org/', organizationOf(INTRANET_ID)),
    ).toContain(STAFF_NOTICE);
  });

  it('is the request’s host only for an organization without a website', async () => {
    const { organizationOf, titlesAt } = setup();
    const district = organizationOf(DISTRICT_ID);
    if (!district) throw new Error('the demo has no district');
    const withoutWebsite = { ...district, website: null };
    expect(await titlesAt('https://insider.meadowlarkvalley.org/', withoutWebsite)).toContain(
      STAFF_NOTICE,
    );
  });
});

describe('when a notification was posted', () => {
  it('is written on the server in the district’s time zone, in English and the reader’s language', () => {
    const notification = {
      startDateTime: '2026-01-12T13:05:00Z',
    } as Notification;
    const writing = notificationWriting(context(services(null), 'es'));
    expect(writing.locales).toEqual(['en', 'es']);
    const { posted } = withPostedWords(
      notification,
      { ...writing, timeZone: 'America/Denver' },
      new Date('2026-01-12T15:00:00Z'),
    );
    expect(posted?.en).toMatch(/^Jan 12, 6:05\sAM$/);
    expect(posted?.es).toMatch(/^12 ene/);
    expect(posted?.es).toContain('6:05');
  });

  it('comes with every loaded notification, English only for an English reader', async () => {
    const loaded = await loadNotifications(context(services(null), 'en'), {
      organization: null,
      configuration: [],
    });
    expect(loaded.length).toBeGreaterThan(0);
    for (const notification of loaded) {
      expect(Object.keys(notification.posted ?? {})).toEqual(['en']);
      expect(notification.posted?.en).toMatch(/\d:\d\d/);
    }
  });
});
