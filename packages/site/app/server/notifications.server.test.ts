import { NOTIFICATION_CATEGORIES } from '@district/core/constants';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { Language } from '@district/core/entities/language';
import type { Notification } from '@district/core/entities/notification';
import { findLanguage } from '@district/core/languages/languages';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { orgConfigSchema } from '@district/core/org/org-config';
import { loadServerConfig } from '@district/data/config';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import { createEmbeddedSearch } from '@district/data/embedded/embedded-search';
import { createRemoteAdapters } from '@district/data/remote-adapters';
import { createMemoryLogger } from '@district/data/resilience/logger';
import { createMemorySharedStore } from '@district/data/shared-store/memory-shared-store';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { createDemoContent } from '@district/demo-content/content';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadShared } from './chrome.server';
import { applyDismissForm } from './dismissed-cookie.server';
import { displayRules, loadShownNotifications, pageOwnNotifications } from './notifications.server';
import { loadPage } from './page.server';
import type { RequestContext } from './request-context.server';
import type { SiteServices } from './services.server';

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

let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  const bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] });
  content = { cms: createEmbeddedCms(bundle), search: createEmbeddedSearch(bundle) };
});

let fake: FakeTranslator | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

function services(functionsEndpoint: string | null): SiteServices {
  const config = loadServerConfig({
    ...(functionsEndpoint ? { FUNCTIONS_ENDPOINT: functionsEndpoint } : {}),
    UPSTREAM_TIMEOUT_MS: '300',
  });
  const logger = createMemoryLogger();
  const remote = createRemoteAdapters(config, { logger });
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return {
    config,
    org: orgConfigSchema.parse({
      organizationId: DISTRICT_ID,
      name: 'Meadowlark Valley School District',
      brand: 'mvsd',
      districtSlug: 'meadowlark-valley',
      districtDomain: 'meadowlarkvalley.org',
      externalSites: {
        calendar: 'https://calendar.meadowlarkvalley.org',
        files: 'https://files.meadowlarkvalley.org',
        directory: 'https://directory.meadowlarkvalley.org',
        schools: 'https://schools.meadowlarkvalley.org',
        boundaryMaps: 'https://maps.meadowlarkvalley.org/boundaries',
        boardDocuments: 'https://boarddocs.meadowlarkvalley.org',
        boardMeetings: 'https://meetings.meadowlarkvalley.org',
        recruiting: 'https://jobs.meadowlarkvalley.org',
      },
    }),
    ...content,
    translation: remote.translation,
    email: null,
    accessibility: null,
    directory: remote.directory,
    reader: remote.reader,
    sharedStore: createMemorySharedStore(),
    logger,
    embedded: { cms: true, search: true },
    now: () => minute,
  } as SiteServices;
}

function context(siteServices: SiteServices, languageCode: string, path = '/'): RequestContext {
  const url = new URL(`http://127.0.0.1${path}`);
  return {
    services: siteServices,
    request: new Request(url),
    url,
    language: findLanguage(languageCode) as Language,
    languageCookie: null,
    preview: false,
    isIntranet: false,
    viewer: {
      isAuthenticated: false,
      authProcessComplete: true,
      isInLeadershipGroup: false,
      displayName: null,
    },
    excludeLeadership: true,
    now: siteServices.now(),
  };
}

describe('a page’s own notifications, translated', () => {
  it('translates every label the chrome and the poll translate, calls to action included', async () => {
    fake = await startFakeTranslator();
    const data = await loadPage(context(services(fake.url), 'es', PAGE_PATH), PAGE_PATH);
    const own = data.pageNotifications;
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
    expect(ids).toEqual(expect.arrayContaining(page.pageNotifications.map((n) => n.id)));
    expect(page.pageNotifications).not.toHaveLength(0);
    const floating = shown.filter((n) => n.type === 'floating' && n.dismissible);
    expect(floating).not.toHaveLength(0);

    const toggle = new FormData();
    toggle.set('toggle', 'all');
    const hidden = applyDismissForm(['expired-notification'], toggle, shown);
    expect(hidden).toEqual(['expired-notification', ...floating.map((n) => n.id)]);
    expect(applyDismissForm(hidden, toggle, shown)).toEqual([]);
  });
});
