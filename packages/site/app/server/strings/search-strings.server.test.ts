/** What the search page says, and whether it may be stored, when the search service fails. */

import { createAzureSearchPort } from '@district/data/search/azure-search';
import { startDemoSearch } from '@district/data/testing/demo-search';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../http/services.server';
import { loadSearch } from '../search/search.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';
import { SEARCH_STRINGS, searchOutcome } from './search-strings.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const NAME = DEMO_ORGANIZATIONS.find((o) => o.id === DISTRICT_ID)?.title ?? '';

let bundle: ReturnType<typeof createDemoContent>;
let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] });
  content = embeddedContent(bundle);
});

const search = (parts: Partial<Pick<SiteServices, 'cms' | 'search'>>, q: string) => {
  const site = testServices({
    org: demoOrgConfig(DISTRICT_ID, NAME),
    content: { cms: parts.cms ?? content.cms, search: parts.search ?? content.search },
  });
  return loadSearch(testContext(site, { path: `/search?q=${encodeURIComponent(q)}` }), q);
};

const failingSearch: SiteServices['search'] = {
  search: () => Promise.reject(new Error('search is down')),
};

describe('the search page’s outcome', () => {
  it('counts the results of a search that completed, which caches may store', async () => {
    const outcome = searchOutcome(await search({}, 'school'));
    expect(outcome).toEqual({ status: 'results', complete: true });
  });

  it('says no results only when every group was searched', async () => {
    expect(searchOutcome(await search({}, 'zzqxjv'))).toEqual({
      status: 'noResults',
      complete: true,
    });
  });

  it('says the search could not be completed, not “No results”, when the search service fails', async () => {
    const data = await search({ search: failingSearch }, 'school');
    expect(data.failed).toEqual(expect.arrayContaining(['results', 'files']));
    const outcome = searchOutcome(data);
    expect(outcome).toEqual({ status: 'searchFailed', complete: false });
    expect(SEARCH_STRINGS.english[outcome.status]).toBe(
      'The search for “{query}” could not be completed right now. Please try again later.',
    );
  });

  it('is not stored when one group failed, and does not claim no results exist', async () => {
    const cms = new Proxy(content.cms, {
      get: (target, name, receiver) =>
        name === 'getGroups'
          ? () => Promise.reject(new Error('groups are down'))
          : Reflect.get(target, name, receiver),
    });
    const found = await search({ cms }, 'school');
    expect(found.failed).toEqual(['groups']);
    expect(searchOutcome(found).complete).toBe(false);
    expect(searchOutcome({ ...found, results: [], files: [] })).toEqual({
      status: 'noResultsSomeFailed',
      complete: false,
    });
  });
});

describe('a search that forgives', () => {
  const urls = (data: Awaited<ReturnType<typeof search>>) => data.results.map((r) => r.url);

  it('takes a parent who typed “kindergarden” to the kindergarten page, and says what it meant', async () => {
    const data = await search({}, 'kindergarden');
    expect(urls(data)).toContain('/academics/kindergarten');
    expect(data.suggestion).toBe('kindergarten');
    expect(searchOutcome(data).status).toBe('results');
  });

  it('takes a job seeker who typed “jobs” to the careers page', async () => {
    const data = await search({}, 'jobs');
    expect(urls(data)).toContain('/careers');
    expect(data.suggestion).toBeNull();
  });

  it('finds closures and delays for “snow day”', async () => {
    const data = await search({}, 'snow day');
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.some((r) => /clos|delay/i.test(`${r.title} ${r.metaDescription}`))).toBe(
      true,
    );
  });

  it('finds a school by its name, with its phone and site, even misspelled', async () => {
    for (const q of ['Aspen Grove', 'aspen grvoe']) {
      const data = await search({}, q);
      expect(data.schools[0]?.title, q).toBe('Aspen Grove Elementary');
      expect(data.schools[0]?.phone, q).toMatch(/\d{3}.*\d{4}/);
      expect(data.schools[0]?.website, q).toMatch(/^https:\/\//);
    }
  });

  it('offers nothing made up when nothing is near', async () => {
    const data = await search({}, 'zzqxjv');
    expect(data).toMatchObject({ schools: [], results: [], suggestion: null });
  });

  it('forgives alike over Azure AI Search (the fake service, its synonym map and definitions)', async () => {
    const service = await startDemoSearch({ bundle });
    try {
      const azure = createAzureSearchPort({ endpoint: service.endpoint, apiKey: service.apiKey });
      const kindergarden = await search({ search: azure }, 'kindergarden');
      expect(urls(kindergarden)).toContain('/academics/kindergarten');
      expect(kindergarden.suggestion).toBe('kindergarten');
      expect(urls(await search({ search: azure }, 'jobs'))).toContain('/careers');
      const sent = service.requests.map((request) => JSON.parse(request.body).search as string);
      // The first request keeps the form of docs/behaviour.md#fuzzy-query; the fuzzy one follows
      // only when it found nothing.
      expect(sent).toContain('"kindergarden" OR title:kindergarden*');
      expect(sent).toContain('title:kindergarden~1');
      expect(sent).not.toContain('title:jobs~1');
      expect(service.violations).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
