import { describe, expect, it } from 'vitest';
import { ASPEN_GROVE_ID, DISTRICT_ID, INTRANET_ID, message, page } from '../../test/fixtures';
import { notificationPageCategories } from '../notifications/page-categories';
import {
  buildEventSearch,
  buildFileSearch,
  buildMessageSearch,
  buildNotificationSearch,
  buildPageSearch,
  buildSiteFileSearch,
  DEFAULT_SEARCH_API_VERSION,
  fuzzyTerms,
  isBlankKeywords,
  MATCH_ALL,
  notificationDestinations,
  publishedWindowFilter,
  searchOrEmpty,
  viewerExcludesLeadership,
} from './builders';
import { f } from './query';

const now = new Date('2024-02-01T10:00:00Z');
const orgs = [ASPEN_GROVE_ID, DISTRICT_ID];

describe('message search', () => {
  it('asks for categories facets, featured-first order, count and the default top', () => {
    const query = buildMessageSearch({ now, organizationIds: orgs });
    expect(query).toMatchObject({
      index: 'messages-index',
      facets: [{ field: 'categories', count: 1000 }],
      orderBy: [
        { field: 'isDistrictFeatured', direction: 'desc' },
        { field: 'publishDateTime', direction: 'desc' },
      ],
      top: 10,
      count: true,
      keywords: { text: '', fuzzy: false, prefixField: 'title' },
    });
    expect(query).not.toHaveProperty('skip');
  });

  it('filters on the published window, destinations or owner, and nothing else by default', () => {
    expect(buildMessageSearch({ now, organizationIds: orgs })?.filter).toEqual(
      f.and(
        f.and(
          f.eq('status', 'Published'),
          f.compare('publishDateTime', 'le', now),
          f.or(f.eq('expireDateTime', null), f.compare('expireDateTime', 'gt', now)),
        ),
        f.or(
          f.any('destinations', [ASPEN_GROVE_ID, DISTRICT_ID, 'District Wide']),
          f.in('ownerOrganizationId', orgs),
        ),
      ),
    );
  });

  it('matches channels, tags and categories each as any-in', () => {
    const filter = buildMessageSearch({
      now,
      organizationIds: orgs,
      channels: ['Announcements'],
      tags: ['snow'],
      categories: ['Athletics', 'Arts'],
    })?.filter;
    expect(filter?.kind === 'and' && filter.nodes.slice(2)).toEqual([
      f.any('channels', ['Announcements']),
      f.any('tags', ['snow']),
      f.any('categories', ['Athletics', 'Arts']),
    ]);
  });

  it('excludes Leadership messages when the viewer is an intranet non-member', () => {
    const filter = buildMessageSearch({
      now,
      organizationIds: orgs,
      excludeLeadership: true,
    })?.filter;
    expect(filter?.kind === 'and' && filter.nodes.at(-1)).toEqual(
      f.not(f.any('categories', ['Leadership'])),
    );
    const open = buildMessageSearch({
      now,
      organizationIds: orgs,
      excludeLeadership: false,
    })?.filter;
    expect(JSON.stringify(open)).not.toContain('Leadership');
  });

  it('decides the Leadership exclusion from the organization and membership', () => {
    expect(viewerExcludesLeadership(INTRANET_ID, false)).toBe(true);
    expect(viewerExcludesLeadership(INTRANET_ID, true)).toBe(false);
    // A public site's visitor is no member: the restricted category stays off public sites.
    expect(viewerExcludesLeadership(DISTRICT_ID, false)).toBe(true);
    expect(viewerExcludesLeadership(DISTRICT_ID, true)).toBe(true);
  });

  it('answers null for empty keywords when keywords are required', () => {
    expect(buildMessageSearch({ now, organizationIds: orgs, requireKeywords: true })).toBeNull();
    expect(
      buildMessageSearch({ now, organizationIds: orgs, requireKeywords: true, keywords: '  ' }),
    ).toBeNull();
    expect(
      buildMessageSearch({ now, organizationIds: orgs, requireKeywords: true, keywords: 'snow' }),
    ).not.toBeNull();
  });

  it('searches everything for empty keywords when they are not required', () => {
    expect(buildMessageSearch({ now, organizationIds: orgs, keywords: '' })?.keywords.text).toBe(
      '',
    );
  });

  it('passes fuzzy, top and skip through', () => {
    const query = buildMessageSearch({
      now,
      organizationIds: orgs,
      keywords: 'bus',
      fuzzy: true,
      top: 3,
      skip: 6,
    });
    expect(query).toMatchObject({
      top: 3,
      skip: 6,
      keywords: { text: 'bus', fuzzy: true, prefixField: 'title' },
    });
  });
});

describe('event search', () => {
  const start = new Date('2024-02-01T00:00:00Z');
  const end = new Date('2024-07-30T00:00:00Z');

  it('finds events overlapping the window in the given calendars, by start', () => {
    expect(buildEventSearch({ start, end, calendarIds: ['athletics', 'board'] })).toEqual({
      index: 'events-index',
      keywords: { text: '', fuzzy: false, prefixField: 'title' },
      filter: f.and(
        f.compare('start', 'lt', end),
        f.compare('end', 'gt', start),
        f.in('calendarId', ['athletics', 'board']),
      ),
      facets: [{ field: 'calendarId' }],
      orderBy: [{ field: 'start', direction: 'asc' }],
      top: 5,
      count: true,
    });
  });

  it('does not restrict calendars when none are given', () => {
    expect(buildEventSearch({ start, end })?.filter).toEqual(
      f.and(f.compare('start', 'lt', end), f.compare('end', 'gt', start)),
    );
  });

  it('answers null for empty keywords when keywords are required', () => {
    expect(buildEventSearch({ start, end, requireKeywords: true })).toBeNull();
  });
});

describe('file search', () => {
  it('filters on categories, tags, owners and organizations with name as prefix field', () => {
    expect(
      buildFileSearch({
        keywords: 'budget',
        fuzzy: true,
        categories: ['Finance'],
        tags: ['2024'],
        owners: ['Business Office'],
        organizationIds: [DISTRICT_ID],
      }),
    ).toEqual({
      index: 'files-index',
      keywords: { text: 'budget', fuzzy: true, prefixField: 'name' },
      filter: f.and(
        f.any('categories', ['Finance']),
        f.any('tags', ['2024']),
        f.any('owners', ['Business Office']),
        f.any('organizationIds', [DISTRICT_ID]),
      ),
      facets: [{ field: 'categories' }, { field: 'tags' }, { field: 'owners' }],
      orderBy: [],
      top: 5,
      count: true,
    });
  });

  it('lists files without keywords for feeds, unless keywords are required', () => {
    expect(buildFileSearch({})?.filter).toEqual(f.and());
    expect(buildFileSearch({ requireKeywords: true })).toBeNull();
  });

  it('answers null for the site file search with empty keywords and tops 250 otherwise', () => {
    expect(buildSiteFileSearch({ keywords: '' })).toBeNull();
    expect(buildSiteFileSearch({ keywords: ' ' })).toBeNull();
    expect(buildSiteFileSearch({ keywords: 'budget' })?.top).toBe(250);
  });
});

describe('page search', () => {
  it('filters by owner organization and tops 250', () => {
    expect(buildPageSearch({ keywords: 'bus', fuzzy: true, organizationIds: orgs })).toEqual({
      index: 'pages-index',
      keywords: { text: 'bus', fuzzy: true, prefixField: 'title' },
      filter: f.in('ownerOrganizationId', orgs),
      facets: [],
      orderBy: [],
      top: 250,
      count: true,
    });
  });

  it('answers null for empty keywords', () => {
    expect(buildPageSearch({ keywords: '', organizationIds: orgs })).toBeNull();
    expect(buildPageSearch({ organizationIds: orgs })).toBeNull();
  });
});

describe('notification search', () => {
  it('searches Notifications for the host and the district wildcard in the alert categories', () => {
    const query = buildNotificationSearch({
      now,
      host: 'Aspen-Grove.meadowlarkvalley.org:443',
      districtDomain: 'meadowlarkvalley.org',
      pageCategories: ['Athletics', 'Urgent Alert'],
    });
    expect(query).toEqual({
      index: 'messages-index',
      keywords: { text: '', fuzzy: false, prefixField: 'title' },
      filter: f.and(
        publishedWindowFilter(now),
        f.any('channels', ['Notifications']),
        f.any('destinations', ['aspen-grove.meadowlarkvalley.org', '*.meadowlarkvalley.org']),
        f.any('categories', [
          'Emergency Alert',
          'Urgent Alert',
          'Delays and Closures',
          'Important Notice',
          'Info Alert',
          'Athletics',
        ]),
      ),
      facets: [],
      orderBy: [
        { field: 'isFeatured', direction: 'desc' },
        { field: 'publishDateTime', direction: 'desc' },
      ],
      top: 10,
      count: false,
    });
  });

  it("searches a wayfinding page's first message categories as the page's", () => {
    const wayfinding = page({
      pageType: { slug: 'wayfinding-page' },
      categories: [{ category: { title: 'Page Category' } }],
      messages: [{ message: message({ categories: ['Weather Status Normal'] }) }],
    });
    const query = buildNotificationSearch({
      now,
      host: 'www.meadowlarkvalley.org',
      districtDomain: 'meadowlarkvalley.org',
      pageCategories: notificationPageCategories(wayfinding),
    });
    const filter = JSON.stringify(query.filter);
    expect(filter).toContain('Weather Status Normal');
    expect(filter).not.toContain('Page Category');
  });

  it('can exclude Leadership notifications', () => {
    const query = buildNotificationSearch({
      now,
      host: 'h',
      districtDomain: 'd',
      excludeLeadership: true,
    });
    expect(JSON.stringify(query.filter)).toContain('Leadership');
  });

  it('exports the default api-version', () => {
    expect(DEFAULT_SEARCH_API_VERSION).toBe('2019-05-06');
  });

  it('targets the host without its port', () => {
    expect(notificationDestinations('localhost:3000', 'meadowlarkvalley.org')).toEqual([
      'localhost',
      '*.meadowlarkvalley.org',
    ]);
  });
});

describe('keywords', () => {
  it('splits fuzzy keywords into the trimmed phrase and its words', () => {
    expect(fuzzyTerms('  bus   routes ')).toEqual({
      phrase: 'bus   routes',
      words: ['bus', 'routes'],
    });
  });

  it('gives no words for empty keywords, which adapters search as *', () => {
    expect(fuzzyTerms('   ')).toEqual({ phrase: '', words: [] });
    expect(MATCH_ALL).toBe('*');
    expect(isBlankKeywords(null)).toBe(true);
    expect(isBlankKeywords(' x ')).toBe(false);
  });

  it('answers the empty result without a call for a null query', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      return { hits: [{ score: 1, document: {} }], count: 1, facets: {} };
    };
    expect(await searchOrEmpty(null, run)).toEqual({ hits: [], count: 0, facets: {} });
    expect(calls).toBe(0);
    const query = buildPageSearch({ keywords: 'x', organizationIds: orgs });
    expect((await searchOrEmpty(query, run)).count).toBe(1);
    expect(calls).toBe(1);
  });
});
