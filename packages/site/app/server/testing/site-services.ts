/**
 * The site's services and one request's context for server-side tests, wired as the site wires
 * them: real adapters over a content bundle, remote ones from the configuration given.
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { Language } from '@district/core/entities/language';
import { findLanguage } from '@district/core/languages/languages';
import { type OrgConfig, orgConfigSchema } from '@district/core/org/org-config';
import { createAlertsRuntime } from '@district/data/alerts-runtime/alerts-runtime';
import { loadServerConfig } from '@district/data/config';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import { createEmbeddedSearch } from '@district/data/embedded/embedded-search';
import { createRemoteAdapters } from '@district/data/remote-adapters';
import { createMemoryLogger, type MemoryLogger } from '@district/data/resilience/logger';
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from '@district/demo-content/district';
import { afterEach, expect } from 'vitest';
import type { RequestContext } from '../http/request-context.server';
import type { SiteServices } from '../http/services.server';

/** The demo district's organization configuration, for one of its organizations. */
export function demoOrgConfig(organizationId: string, name: string): OrgConfig {
  return orgConfigSchema.parse({
    organizationId,
    name,
    brand: DEMO_DISTRICT.brand,
    districtSlug: DEMO_DISTRICT.districtSlug,
    districtDomain: DEMO_DISTRICT.domain,
    externalSites: DEMO_EXTERNAL_SITES,
  });
}

/** The embedded CMS and search over a content bundle. */
export function embeddedContent(bundle: ContentBundle): Pick<SiteServices, 'cms' | 'search'> {
  return { cms: createEmbeddedCms(bundle), search: createEmbeddedSearch(bundle) };
}

/** The site's services: content as given, the rest from `env` (no translation unless set). */
export function testServices(options: {
  org: OrgConfig;
  content: Pick<SiteServices, 'cms' | 'search'>;
  env?: Record<string, string>;
}): SiteServices & { logger: MemoryLogger } {
  const config = loadServerConfig(options.env ?? {});
  const logger = createMemoryLogger();
  const remote = createRemoteAdapters(config, { logger });
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return {
    config,
    org: options.org,
    ...options.content,
    translation: remote.translation,
    email: null,
    accessibility: null,
    directory: remote.directory,
    reader: remote.reader,
    upstreamCalls: remote.upstreamCalls,
    sharedStore: createMemorySharedStore(),
    logger,
    // Opened only by a test that asks for it; such a test gives its own DATA_DIR in `env`.
    alerts: createAlertsRuntime(config),
    embedded: { cms: true, search: true },
    now: () => minute,
  };
}

/** One request's context, as request-context.server.ts builds it for a public page. */
export function testContext(
  siteServices: SiteServices,
  options: { languageCode?: string; path?: string; isAuthenticated?: boolean } = {},
): RequestContext {
  const url = new URL(`http://127.0.0.1${options.path ?? '/'}`);
  return {
    services: siteServices,
    request: new Request(url),
    url,
    language: findLanguage(options.languageCode ?? 'en') as Language,
    languageCookie: null,
    preview: false,
    isIntranet: false,
    viewer: {
      isAuthenticated: options.isAuthenticated ?? false,
      authProcessComplete: true,
      isInLeadershipGroup: false,
      displayName: null,
    },
    excludeLeadership: true,
    now: siteServices.now(),
  };
}

/** Starts a local fake translator; after each test it must have seen no protocol violation. */
export function fakeTranslatorPerTest(): () => Promise<FakeTranslator> {
  let fake: FakeTranslator | undefined;
  afterEach(async () => {
    expect(fake?.violations ?? []).toEqual([]);
    await fake?.close();
    fake = undefined;
  });
  return async () => {
    fake = await startFakeTranslator();
    return fake;
  };
}

/** A search service that is down: every query rejects. */
export const failingSearch: SiteServices['search'] = {
  search: () => Promise.reject(new Error('search is down')),
};

/** The CMS with one method failing (it rejects), the others as they are. */
export function cmsFailing(cms: SiteServices['cms'], method: keyof SiteServices['cms']) {
  return new Proxy(cms, {
    get: (target, name, receiver) =>
      name === method
        ? () => Promise.reject(new Error(`${String(method)} is down`))
        : Reflect.get(target, name, receiver),
  });
}
