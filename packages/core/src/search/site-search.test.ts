import { describe, expect, it } from 'vitest';
import { ASPEN_GROVE_ID, DISTRICT_ID, message } from '../../test/fixtures';
import type { PageIndexDocument } from '../entities/page';
import { f } from './query';
import {
  combineSiteSearchResults,
  messageSearchResult,
  messageUrl,
  pageSearchResult,
  publishDateFormatter,
  siteSearchOrganizationIds,
  siteSearchQueries,
} from './site-search';

const school = { id: ASPEN_GROVE_ID, parentOrganization: { id: DISTRICT_ID } };
const district = { id: DISTRICT_ID, parentOrganization: null };
const now = new Date('2024-02-01T10:00:00Z');
const formatDate = publishDateFormatter('en-US', 'America/Denver');

function pageDoc(overrides: Partial<PageIndexDocument> = {}): PageIndexDocument {
  return {
    id: 'p1',
    title: 'Bus routes',
    slug: 'bus-routes',
    metaDescription: null,
    summary: null,
    body: null,
    path: '/buses-and-transportation',
    pageType: 'landing-page',
    ownerOrganizationId: DISTRICT_ID,
    ...overrides,
  };
}

describe('site search organizations', () => {
  it('searches the own organization and its parent by default', () => {
    expect(siteSearchOrganizationIds(school)).toEqual([ASPEN_GROVE_ID, DISTRICT_ID]);
  });

  it('searches only the own organization when district results are off', () => {
    expect(siteSearchOrganizationIds(school, false)).toEqual([ASPEN_GROVE_ID]);
  });

  it('searches only the own organization when it has no parent', () => {
    expect(siteSearchOrganizationIds(district, true)).toEqual([DISTRICT_ID]);
  });
});

describe('site search queries', () => {
  it('runs fuzzy page, message, file and group searches over the searched organizations', () => {
    const queries = siteSearchQueries({ keywords: 'bus routes', organization: school, now });
    expect(queries.pages?.filter).toEqual(
      f.in('ownerOrganizationId', [ASPEN_GROVE_ID, DISTRICT_ID]),
    );
    expect(queries.pages?.keywords).toEqual({
      text: 'bus routes',
      fuzzy: true,
      prefixField: 'title',
    });
    expect(queries.files?.keywords.prefixField).toBe('name');
    expect(queries.files?.filter).toEqual(
      f.and(f.any('organizationIds', [ASPEN_GROVE_ID, DISTRICT_ID])),
    );
    expect(JSON.stringify(queries.messages?.filter)).toContain(
      JSON.stringify(f.any('channels', ['Announcements', 'News & Stories'])),
    );
    expect(queries.groups).toEqual({
      organizationId: ASPEN_GROVE_ID,
      keywords: ['bus', 'routes'],
      limit: 2,
    });
  });

  it('searches the district too only when includeDistrictSearchResults is on', () => {
    const off = siteSearchQueries({
      keywords: 'bus',
      organization: school,
      now,
      includeDistrictSearchResults: false,
    });
    expect(off.pages?.filter).toEqual(f.in('ownerOrganizationId', [ASPEN_GROVE_ID]));
  });

  it('makes no call at all for empty keywords', () => {
    expect(siteSearchQueries({ keywords: '  ', organization: school, now })).toEqual({
      pages: null,
      messages: null,
      files: null,
      groups: null,
    });
  });

  it('excludes Leadership messages when asked', () => {
    const queries = siteSearchQueries({
      keywords: 'plan',
      organization: school,
      now,
      excludeLeadership: true,
    });
    expect(JSON.stringify(queries.messages?.filter)).toContain('Leadership');
  });
});

describe('page results', () => {
  it('prefers metaDescription, then summary, then body', () => {
    const described = (doc: Partial<PageIndexDocument>) =>
      pageSearchResult({ score: 1, document: pageDoc(doc) }).metaDescription;
    expect(described({ metaDescription: 'Meta', summary: 'Summary', body: 'Body' })).toBe('Meta');
    expect(described({ metaDescription: ' ', summary: 'Summary', body: 'Body' })).toBe('Summary');
    expect(described({ body: 'Body' })).toBe('Body');
    expect(described({})).toBe('');
  });

  it('truncates to 120 characters plus ...', () => {
    const long = 'x'.repeat(121);
    expect(pageSearchResult({ score: 1, document: pageDoc({ body: long }) }).metaDescription).toBe(
      `${'x'.repeat(120)}...`,
    );
  });

  it('keeps a metaDescription of exactly 120 characters whole', () => {
    const exact = 'y'.repeat(120);
    expect(
      pageSearchResult({ score: 1, document: pageDoc({ metaDescription: exact }) }).metaDescription,
    ).toBe(exact);
  });

  it('links to the page path and keeps the score', () => {
    expect(pageSearchResult({ score: 2.5, document: pageDoc() })).toEqual({
      kind: 'page',
      id: 'p1',
      title: 'Bus routes',
      url: '/buses-and-transportation',
      metaDescription: '',
      score: 2.5,
    });
  });
});

describe('message results', () => {
  it('links stories to /stories/{slug} and everything else to /announcements/{slug}', () => {
    expect(messageUrl({ slug: 'champions', channels: ['Announcements', 'News & Stories'] })).toBe(
      '/stories/champions',
    );
    expect(messageUrl({ slug: 'snow-day', channels: ['Announcements'] })).toBe(
      '/announcements/snow-day',
    );
    expect(messageUrl({ slug: 'a b', channels: [] })).toBe('/announcements/a%20b');
  });

  it('describes a message by its truncated summary plus the local publish date', () => {
    const result = messageSearchResult(
      {
        score: 3,
        document: message({ summary: 's'.repeat(130), publishDateTime: '2024-01-11T03:00:00Z' }),
      },
      formatDate,
    );
    // 03:00 UTC on 11 January is still 10 January in Denver.
    expect(result.metaDescription).toBe(`${'s'.repeat(120)}... Jan 10, 2024`);
    expect(result).toMatchObject({ kind: 'message', url: '/announcements/snow-day', score: 3 });
  });

  it('uses the formatter it is given', () => {
    const result = messageSearchResult({ score: 1, document: message({ summary: '' }) }, (d) =>
      d.toISOString().slice(0, 10),
    );
    expect(result.metaDescription).toBe('2024-01-10');
  });

  it('leaves out a publish date that cannot be read', () => {
    const result = messageSearchResult(
      { score: 1, document: message({ publishDateTime: 'x' }) },
      formatDate,
    );
    expect(result.metaDescription).toBe('All schools are closed today.');
  });
});

describe('combined results', () => {
  it('sorts pages and messages together by score, descending', () => {
    const page = (id: string, score: number) => ({
      ...pageSearchResult({ score, document: pageDoc({ id }) }),
    });
    const msg = (id: string, score: number) =>
      messageSearchResult({ score, document: message({ id }) }, formatDate);
    expect(
      combineSiteSearchResults([page('p1', 1), page('p2', 5)], [msg('m1', 3), msg('m2', 5)]).map(
        (r) => r.id,
      ),
    ).toEqual(['p2', 'm2', 'm1', 'p1']);
  });
});
