/**
 * The notification poll and the lazy feeds: a degraded answer (something failed to load, or the
 * translation failed) keeps its shape and is stored by no cache, neither the page cache (which
 * keeps public 200 answers) nor a CDN.
 */
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEGRADED, NO_STORE } from '../http/http.server';
import type { SiteServices } from '../http/services.server';
import {
  cmsFailing,
  demoOrgConfig,
  embeddedContent,
  failingSearch,
  testContext,
  testServices,
} from '../testing/site-services';
import { feedAnswer, notificationsAnswer } from './api-answers.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const NAME = DEMO_ORGANIZATIONS.find((o) => o.id === DISTRICT_ID)?.title ?? '';

let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  content = embeddedContent(createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] }));
});

const failingTranslator: NonNullable<SiteServices['translation']> = {
  translate: () => Promise.reject(new Error('translator is down')),
};

function site(
  parts: Partial<Pick<SiteServices, 'cms' | 'search' | 'translation'>> = {},
): SiteServices {
  const services = testServices({
    org: demoOrgConfig(DISTRICT_ID, NAME),
    content: { cms: parts.cms ?? content.cms, search: parts.search ?? content.search },
  });
  return parts.translation ? { ...services, translation: parts.translation } : services;
}

const PUBLIC = /^public, /;

describe('the notification poll', () => {
  it('is cached publicly when everything loaded', async () => {
    const response = await notificationsAnswer(testContext(site(), { path: '/api/notifications' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(PUBLIC);
    const body = await response.json();
    expect(body.notifications.length).toBeGreaterThan(0);
  });

  it('answers 503, kept by caches only briefly, when the notifications failed to load', async () => {
    const ctx = testContext(site({ search: failingSearch }), { path: '/api/notifications' });
    const response = await notificationsAnswer(ctx);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
  });

  it('is kept by caches only briefly when the translation failed, and keeps its shape', async () => {
    const ctx = testContext(site({ translation: failingTranslator }), {
      path: '/api/notifications?lang=es',
      languageCode: 'es',
    });
    const response = await notificationsAnswer(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['notifications']);
    expect(body.notifications.length).toBeGreaterThan(0);
  });

  it('is kept by caches only briefly when the configuration failed (its display rules are missing)', async () => {
    const ctx = testContext(site({ cms: cmsFailing(content.cms, 'getConfiguration') }), {
      path: '/api/notifications',
    });
    const response = await notificationsAnswer(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
  });

  it('is kept by caches only briefly when the page’s own notifications failed to load', async () => {
    const ctx = testContext(site({ cms: cmsFailing(content.cms, 'getPageByPath') }), {
      path: '/api/notifications?path=%2Fabout-us',
    });
    const response = await notificationsAnswer(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
    expect(Object.keys(await response.json())).toEqual(['notifications']);
  });
});

describe('the notification poll for a page', () => {
  const cacheControl = async (query: string) =>
    (
      await notificationsAnswer(testContext(site(), { path: `/api/notifications${query}` }))
    ).headers.get('Cache-Control');

  it('is cached publicly for a page of the site, named as the CMS writes its path', async () => {
    expect(await cacheControl('?path=%2Fabout-us')).toMatch(PUBLIC);
  });

  it('is answered but never stored for a path that names no page: each would be a copy of its own', async () => {
    const made = Array.from({ length: 20 }, (_, i) => `%2Fmade-up-${i}-${Math.random()}`);
    const answers = await Promise.all(
      ['%2FABOUT-US', '%2Fabout-us%2F', 'about-us', ...made].map((path) =>
        cacheControl(`?path=${path}`),
      ),
    );
    expect(new Set(answers)).toEqual(new Set([NO_STORE]));
  });
});

describe('a lazy feed', () => {
  it('is cached publicly when it loaded', async () => {
    const response = await feedAnswer(
      testContext(site(), { path: '/api/feeds/announcements' }),
      'announcements',
    );
    expect(response.headers.get('Cache-Control')).toMatch(PUBLIC);
    expect((await response.json()).failed).toBe(false);
  });

  it('keeps its shape, and is kept by caches only briefly, when its service failed', async () => {
    const ctx = testContext(site({ search: failingSearch }), { path: '/api/feeds/events' });
    const response = await feedAnswer(ctx, 'events');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
    expect(await response.json()).toMatchObject({ kind: 'events', items: [], failed: true });
  });

  it('is kept by caches only briefly when the translation failed', async () => {
    const ctx = testContext(site({ translation: failingTranslator }), {
      path: '/api/feeds/announcements?lang=es',
      languageCode: 'es',
    });
    const response = await feedAnswer(ctx, 'announcements');
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
    expect((await response.json()).failed).toBe(false);
  });

  it('is kept by caches only briefly when the configuration failed (the feed’s settings are missing)', async () => {
    const ctx = testContext(site({ cms: cmsFailing(content.cms, 'getConfiguration') }), {
      path: '/api/feeds/announcements',
    });
    const response = await feedAnswer(ctx, 'announcements');
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED);
  });
});
