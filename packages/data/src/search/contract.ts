/**
 * The search contract: one suite of expectations that every SearchPort adapter must meet, so the
 * Azure adapter (against the fake service) and the embedded adapter answer every query alike
 * (ARCHITECTURE.md, Ports and adapters). Expectations never depend on how ties in score are
 * broken: where no ordering is asked for, results are compared as sets.
 */
import { CHANNELS, EVENT_WINDOW_DAYS } from '@district/core/constants';
import { eventSchema } from '@district/core/entities/event';
import { fileSchema } from '@district/core/entities/file';
import { messageIndexDocumentSchema } from '@district/core/entities/message';
import { pageIndexDocumentSchema } from '@district/core/entities/page';
import {
  buildEventSearch,
  buildFileSearch,
  buildMessageSearch,
  buildNotificationSearch,
  buildPageSearch,
  buildSiteFileSearch,
} from '@district/core/search/builders';
import {
  type FacetValue,
  type FilterNode,
  f,
  type OrderBy,
  type SearchIndexName,
  type SearchQuery,
  type SearchResult,
} from '@district/core/search/query';
import { siteSearchForgivingQueries, siteSearchQueries } from '@district/core/search/site-search';
import { spellingSuggestion } from '@district/core/search/spelling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawDocument, SearchPort } from '../ports';
import { createMemoryLogger } from '../resilience/logger';
import { searchMessages } from './documents';
import {
  ALL_DELIMITERS_BUT_PIPE,
  CONTRACT_NOW,
  FIXTURE_ORGS,
  FORGIVENESS_FIXTURES,
  NULL_LIST_FIXTURES,
  SEARCH_FIXTURES,
  type SearchFixtures,
} from './testing/fixtures';

export {
  CONTRACT_NOW,
  FIXTURE_ORGS,
  FORGIVENESS_FIXTURES,
  NULL_LIST_FIXTURES,
  SEARCH_FIXTURES,
  type SearchFixtures,
};

/** What an adapter under contract provides. */
export interface SearchPortUnderTest {
  port: SearchPort;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const { district, intranet, aspen, high } = FIXTURE_ORGS;

/** A plain query over one index: everything, no ordering, room for every fixture. */
function query(index: SearchIndexName, parts: Partial<SearchQuery> = {}): SearchQuery {
  return {
    index,
    keywords: { text: '', fuzzy: false, prefixField: index === 'files-index' ? 'name' : 'title' },
    filter: null,
    facets: [],
    orderBy: [],
    top: 50,
    count: true,
    ...parts,
  };
}

function ids(result: SearchResult<RawDocument>): string[] {
  return result.hits.map((hit) => String(hit.document.id));
}

function sortedIds(result: SearchResult<RawDocument>): string[] {
  return ids(result).sort();
}

function sortedFacet(values: FacetValue[] | undefined): FacetValue[] {
  return [...(values ?? [])].sort((a, b) => a.value.localeCompare(b.value));
}

/** Defines the contract suite for one adapter. */
export function describeSearchContract(
  label: string,
  createPort: (fixtures: SearchFixtures) => Promise<SearchPortUnderTest>,
): void {
  describe(`search contract: ${label}`, () => {
    let subject: SearchPortUnderTest;
    const search = (q: SearchQuery) => subject.port.search(q);
    const filtered = (index: SearchIndexName, filter: FilterNode) =>
      search(query(index, { filter }));

    beforeAll(async () => {
      subject = await createPort(SEARCH_FIXTURES);
    });
    afterAll(async () => {
      await subject?.close();
    });

    describe('fixtures', () => {
      it('are valid documents of their index schemas', () => {
        for (const document of SEARCH_FIXTURES['messages-index']) {
          expect(messageIndexDocumentSchema.safeParse(document).success).toBe(true);
        }
        for (const document of SEARCH_FIXTURES['events-index']) {
          expect(eventSchema.safeParse(document).success).toBe(true);
        }
        for (const document of SEARCH_FIXTURES['files-index']) {
          expect(fileSchema.safeParse(document).success).toBe(true);
        }
        for (const document of SEARCH_FIXTURES['pages-index']) {
          expect(pageIndexDocumentSchema.safeParse(document).success).toBe(true);
        }
      });
    });

    describe('filters', () => {
      it('combines and, or and not', async () => {
        const result = await filtered(
          'files-index',
          f.and(f.any('categories', ['Transportation']), f.not(f.any('tags', ['video']))),
        );
        expect(sortedIds(result)).toEqual(['f1']);
        const either = await filtered(
          'files-index',
          f.or(f.eq('name', 'Board Policy Handbook.pdf'), f.compare('size', 'gt', 20000)),
        );
        expect(sortedIds(either)).toEqual(['f3', 'f5']);
      });

      it('compares numbers', async () => {
        const result = await filtered(
          'files-index',
          f.and(f.compare('size', 'ge', 800), f.compare('size', 'lt', 5000)),
        );
        expect(sortedIds(result)).toEqual(['f1', 'f4']);
        const exact = await filtered('files-index', f.compare('size', 'le', 300));
        expect(sortedIds(exact)).toEqual(['f2']);
      });

      it('compares dates as instants', async () => {
        const after = await filtered(
          'events-index',
          f.compare('start', 'ge', new Date('2025-03-20T16:00:00.000Z')),
        );
        expect(sortedIds(after)).toEqual(['e1', 'e4', 'e5', 'e6']);
        const before = await filtered(
          'events-index',
          f.compare('end', 'lt', new Date('2025-03-16T17:00:00.000Z')),
        );
        expect(sortedIds(before)).toEqual(['e3']);
      });

      it('matches null, booleans and inequality', async () => {
        const neverExpires = await filtered('messages-index', f.eq('expireDateTime', null));
        expect(sortedIds(neverExpires)).toEqual([
          'm1',
          'm10',
          'm11',
          'm12',
          'm3',
          'm5',
          'm6',
          'm7',
          'm9',
        ]);
        const featured = await filtered('messages-index', f.eq('isDistrictFeatured', true));
        expect(ids(featured)).toEqual(['m1']);
        const notAspen = await filtered(
          'pages-index',
          f.compare('ownerOrganizationId', 'ne', aspen),
        );
        expect(sortedIds(notAspen)).toEqual(['p1', 'p3']);
      });

      it('matches single values with in, including values with spaces', async () => {
        const result = await filtered('pages-index', f.in('ownerOrganizationId', [aspen, high]));
        expect(sortedIds(result)).toEqual(['p2', 'p3', 'p4']);
        const names = await filtered(
          'files-index',
          f.in('name', ['Bus Routes 2025.pdf', 'Lunch Menu March.pdf', 'Bus']),
        );
        expect(sortedIds(names)).toEqual(['f1', 'f2']);
      });

      it('matches collections with any, including spaces, quotes and ampersands', async () => {
        const spaces = await filtered('files-index', f.any('tags', ['Delays and Closures']));
        expect(sortedIds(spaces)).toEqual(['f1']);
        const quote = await filtered('files-index', f.any('tags', ["Board's Choice"]));
        expect(sortedIds(quote)).toEqual(['f3']);
        const ampersand = await filtered('files-index', f.any('owners', ['Nutrition & Wellness']));
        expect(sortedIds(ampersand)).toEqual(['f2']);
        const quoteInMessage = await filtered('messages-index', f.any('tags', ["O'Brien"]));
        expect(sortedIds(quoteInMessage)).toEqual(['m2']);
      });

      it('treats delimiter characters in values as part of the value', async () => {
        const whole = await filtered('files-index', f.any('tags', ['a|b|c']));
        expect(sortedIds(whole)).toEqual(['f4']);
        const part = await filtered('files-index', f.any('tags', ['a', 'b']));
        expect(sortedIds(part)).toEqual([]);
        const categories = await filtered(
          'messages-index',
          f.any('categories', ['A|B', "It's ~ fine"]),
        );
        expect(sortedIds(categories)).toEqual(['m7']);
        const split = await filtered('messages-index', f.any('categories', ['A', "It's"]));
        expect(sortedIds(split)).toEqual([]);
      });

      it('matches values that contain every delimiter candidate', async () => {
        const result = await filtered(
          'files-index',
          f.any('tags', ['a|b|c', ALL_DELIMITERS_BUT_PIPE, 'video']),
        );
        expect(sortedIds(result)).toEqual(['f4', 'f5']);
        const single = await filtered('files-index', f.any('tags', [ALL_DELIMITERS_BUT_PIPE]));
        expect(sortedIds(single)).toEqual(['f4']);
      });

      it('matches nothing for an empty value list and everything for an empty and', async () => {
        expect(sortedIds(await filtered('files-index', f.any('tags', [])))).toEqual([]);
        expect(sortedIds(await filtered('pages-index', f.in('ownerOrganizationId', [])))).toEqual(
          [],
        );
        expect(sortedIds(await filtered('pages-index', f.and()))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(sortedIds(await filtered('pages-index', f.or()))).toEqual([]);
      });
    });

    describe('ordering and paging', () => {
      it('orders by one key', async () => {
        const result = await search(
          query('files-index', { orderBy: [{ field: 'size', direction: 'desc' }] }),
        );
        expect(ids(result)).toEqual(['f5', 'f3', 'f1', 'f4', 'f2']);
      });

      it('orders by several keys', async () => {
        const orderBy: OrderBy[] = [
          { field: 'ownerOrganizationId', direction: 'asc' },
          { field: 'title', direction: 'desc' },
        ];
        const result = await search(query('pages-index', { orderBy }));
        expect(ids(result)).toEqual(['p1', 'p4', 'p2', 'p3']);
      });

      it('pages with top and skip, and counts every match', async () => {
        const result = await search(
          query('files-index', {
            orderBy: [{ field: 'size', direction: 'desc' }],
            top: 2,
            skip: 1,
          }),
        );
        expect(ids(result)).toEqual(['f3', 'f1']);
        expect(result.count).toBe(5);
      });

      it('answers no count when none is asked for', async () => {
        const result = await search(query('pages-index', { count: false, top: 1 }));
        expect(result.count).toBeNull();
        expect(result.hits).toHaveLength(1);
      });

      it('gives every hit a numeric score', async () => {
        const result = await search(query('pages-index'));
        for (const hit of result.hits) expect(typeof hit.score).toBe('number');
      });
    });

    describe('facets', () => {
      it('counts facet values over every match', async () => {
        const result = await search(
          query('files-index', { facets: [{ field: 'categories' }, { field: 'owners' }], top: 1 }),
        );
        expect(sortedFacet(result.facets.categories)).toEqual([
          { value: 'Board', count: 1 },
          { value: 'Food Services', count: 1 },
          { value: 'Policy', count: 1 },
          { value: 'Reports', count: 1 },
          { value: 'Safety', count: 1 },
          { value: 'Transportation', count: 2 },
        ]);
        expect(sortedFacet(result.facets.owners)).toEqual([
          { value: 'Board Office', count: 1 },
          { value: 'Data Team', count: 1 },
          { value: 'Nutrition & Wellness', count: 1 },
          { value: 'Transportation Office', count: 2 },
        ]);
      });

      it('counts facets of the filtered matches only, up to the asked count', async () => {
        const result = await search(
          query('files-index', {
            filter: f.any('organizationIds', [aspen]),
            facets: [{ field: 'categories', count: 1000 }],
          }),
        );
        expect(sortedFacet(result.facets.categories)).toEqual([
          { value: 'Food Services', count: 1 },
          { value: 'Safety', count: 1 },
          { value: 'Transportation', count: 1 },
        ]);
        const top = await search(
          query('files-index', { facets: [{ field: 'categories', count: 1 }] }),
        );
        expect(top.facets.categories).toEqual([{ value: 'Transportation', count: 2 }]);
      });
    });

    describe('keywords', () => {
      const fuzzy = (index: SearchIndexName, text: string) =>
        search(
          query(index, {
            keywords: {
              text,
              fuzzy: true,
              prefixField: index === 'files-index' ? 'name' : 'title',
            },
          }),
        );

      it('matches every document for empty keywords', async () => {
        expect(sortedIds(await fuzzy('pages-index', ''))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(sortedIds(await fuzzy('pages-index', '   '))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect((await search(query('files-index'))).count).toBe(5);
      });

      it('matches each fuzzy word as a title prefix', async () => {
        expect(sortedIds(await fuzzy('pages-index', 'bus'))).toEqual(['p2', 'p4']);
        expect(sortedIds(await fuzzy('pages-index', 'athl guide'))).toEqual(['p3', 'p4']);
      });

      it('matches the fuzzy phrase', async () => {
        expect(sortedIds(await fuzzy('pages-index', '  About Us '))).toEqual(['p1']);
      });

      it('matches file names by prefix', async () => {
        expect(sortedIds(await fuzzy('files-index', 'bus saf'))).toEqual(['f1', 'f5']);
      });

      it('reads Lucene syntax in keywords literally', async () => {
        expect(sortedIds(await fuzzy('pages-index', '*'))).toEqual([]);
        expect(sortedIds(await fuzzy('pages-index', 'title:About OR *'))).toEqual([]);
        expect(sortedIds(await fuzzy('messages-index', `O'Brien "quoted" (x) || y:*`))).toEqual([]);
      });

      it('searches simple keywords as words', async () => {
        const result = await search(
          query('files-index', {
            keywords: { text: 'Handbook', fuzzy: false, prefixField: 'name' },
          }),
        );
        expect(sortedIds(result)).toEqual(['f3']);
      });

      it('combines keywords with the filter', async () => {
        const result = await search(
          query('pages-index', {
            keywords: { text: 'bus', fuzzy: true, prefixField: 'title' },
            filter: f.in('ownerOrganizationId', [aspen]),
          }),
        );
        expect(sortedIds(result)).toEqual(['p2', 'p4']);
      });
    });

    describe("core's builders", () => {
      it('finds the messages in the published window for the organization, featured first', async () => {
        const q = buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [aspen] });
        const result = await search(q!);
        expect(ids(result)).toEqual(['m1', 'm9', 'm7', 'm2']);
        expect(result.count).toBe(4);
        expect(sortedFacet(result.facets.categories)).toEqual([
          { value: 'A|B', count: 1 },
          { value: 'Arts', count: 2 },
          { value: 'Delays and Closures', count: 1 },
          { value: "It's ~ fine", count: 1 },
        ]);
      });

      it('filters messages by channel', async () => {
        const q = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [aspen],
          channels: [CHANNELS.stories],
        });
        expect(ids(await search(q!))).toEqual(['m2']);
      });

      it('hides Leadership messages from intranet non-members', async () => {
        const member = buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [intranet] });
        expect(sortedIds(await search(member!))).toEqual(['m2', 'm6']);
        const nonMember = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [intranet],
          excludeLeadership: true,
        });
        expect(sortedIds(await search(nonMember!))).toEqual(['m2']);
      });

      it('finds messages by fuzzy keywords within the window', async () => {
        const q = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [aspen, district],
          keywords: 'snow',
          fuzzy: true,
        });
        expect(ids(await search(q!))).toEqual(['m1']);
      });

      it('finds notifications by channel, destination and category', async () => {
        const q = buildNotificationSearch({
          now: CONTRACT_NOW,
          host: 'aspen-grove.meadowlarkvalley.org',
          districtDomain: 'meadowlarkvalley.org',
        });
        const result = await search(q);
        expect(ids(result)).toEqual(['m10', 'm11']);
        expect(result.count).toBeNull();
      });

      it('finds the events overlapping the feed window, by start', async () => {
        const q = buildEventSearch({
          start: CONTRACT_NOW,
          end: new Date(CONTRACT_NOW.getTime() + EVENT_WINDOW_DAYS * DAY_MS),
          top: 10,
        });
        const result = await search(q!);
        expect(ids(result)).toEqual(['e2', 'e1', 'e5']);
        expect(sortedFacet(result.facets.calendarId)).toEqual([
          { value: 'Athletics', count: 1 },
          { value: 'Board Meetings', count: 1 },
          { value: 'District Calendar', count: 1 },
        ]);
      });

      it('restricts events to the given calendars', async () => {
        const q = buildEventSearch({
          start: CONTRACT_NOW,
          end: new Date(CONTRACT_NOW.getTime() + EVENT_WINDOW_DAYS * DAY_MS),
          calendarIds: ['Athletics', 'Board Meetings'],
          top: 10,
        });
        expect(ids(await search(q!))).toEqual(['e1', 'e5']);
      });

      it('finds files by category, owner and organization', async () => {
        const q = buildFileSearch({
          categories: ['Transportation'],
          organizationIds: [aspen],
          top: 10,
        });
        expect(sortedIds(await search(q!))).toEqual(['f5']);
        const site = buildSiteFileSearch({
          keywords: 'lunch',
          fuzzy: true,
          owners: ['Nutrition & Wellness'],
        });
        expect(sortedIds(await search(site!))).toEqual(['f2']);
      });

      it('finds pages of the given organizations by keywords', async () => {
        const q = buildPageSearch({
          keywords: 'bus',
          fuzzy: true,
          organizationIds: [aspen, district],
        });
        expect(sortedIds(await search(q!))).toEqual(['p2', 'p4']);
      });
    });

    describe('forgiveness (synonyms, misspellings)', () => {
      let forgiving: SearchPortUnderTest;
      beforeAll(async () => {
        forgiving = await createPort(FORGIVENESS_FIXTURES);
      });
      afterAll(async () => {
        await forgiving?.close();
      });
      const options = (keywords: string) => ({
        keywords,
        organization: { id: district, parentOrganization: null },
        now: CONTRACT_NOW,
      });
      const run = async (q: SearchQuery | null) => (q ? ids(await forgiving.port.search(q)) : []);
      const first = async (keywords: string) => {
        const queries = siteSearchQueries(options(keywords));
        return { pages: await run(queries.pages), messages: await run(queries.messages) };
      };

      it('takes a parent who typed "kindergarden" to the kindergarten page, with a suggestion', async () => {
        expect(await first('kindergarden')).toEqual({ pages: [], messages: [] });
        const second = siteSearchForgivingQueries(options('kindergarden'));
        if (!second?.pages) throw new Error('expected a forgiving page query');
        const found = await forgiving.port.search(second.pages);
        expect(ids(found)).toEqual(['k-p1']);
        expect(await run(second.messages)).toEqual([]);
        const titles = found.hits.map((hit) => String(hit.document.title));
        expect(spellingSuggestion('kindergarden', titles)).toBe('kindergarten');
      });

      it('finds the careers page for "jobs" through the synonym map', async () => {
        expect(await first('jobs')).toEqual({ pages: ['k-p2'], messages: [] });
        expect((await first('Jobs ')).pages).toEqual(['k-p2']);
      });

      it('widens "snow day" to closures and delays', async () => {
        const found = await first('snow day');
        expect(found.pages).toEqual(['k-p3']);
        expect(found.messages).toEqual(['k-m1']);
      });

      it('never widens prefix or fuzzy terms by synonyms', async () => {
        const second = siteSearchForgivingQueries(options('jobs'));
        expect(second?.pages ?? null).not.toBeNull();
        expect(await run(second?.pages ?? null)).toEqual([]);
      });

      it('forgives one edit (a swap of neighbours is one), not more, and never a short word', async () => {
        const swapped = siteSearchForgivingQueries(options('kindergatren'));
        expect(await run(swapped?.pages ?? null)).toEqual(['k-p1']);
        const farther = siteSearchForgivingQueries(options('kindrgardn'));
        expect(await run(farther?.pages ?? null)).toEqual([]);
        expect(siteSearchForgivingQueries(options('bus'))).toBeNull();
      });
    });

    describe('lists written as null (read as empty)', () => {
      let nulls: SearchPortUnderTest;
      beforeAll(async () => {
        nulls = await createPort(NULL_LIST_FIXTURES);
      });
      afterAll(async () => {
        await nulls?.close();
      });
      // What a page shows: the messages parsed by core's schema, and what was dropped as invalid.
      const shown = async (q: SearchQuery | null) => {
        const logger = createMemoryLogger();
        const result = await searchMessages(nulls.port, q, { logger });
        return { messages: result.hits.map((hit) => hit.document), logger };
      };
      const shownIds = async (q: SearchQuery | null) =>
        (await shown(q)).messages.map((message) => message.id).sort();
      const announcements = buildMessageSearch({
        now: CONTRACT_NOW,
        organizationIds: [aspen],
        channels: [CHANNELS.announcements],
        excludeLeadership: true,
        top: 12,
      });

      it('shows a message with null tags and categories on the announcements list, as its twin with empty ones', async () => {
        const { messages, logger } = await shown(announcements);
        expect(messages.map((message) => message.id).sort()).toEqual([
          'nl-announcement-empty',
          'nl-announcement-null',
        ]);
        // The twins differ in id, hence slug and links; everything else reads the same.
        const [empty, withNulls] = ['-empty', '-null'].map((suffix) => {
          const found = messages.find((message) => message.id.endsWith(suffix));
          if (!found) throw new Error(`no twin ${suffix}`);
          const { id: _id, slug: _slug, links: _links, ...rest } = found;
          return rest;
        });
        expect(withNulls).toMatchObject({ tags: [], categories: [], summary: '' });
        expect(withNulls).toEqual(empty);
        expect(logger.entries.map((entry) => entry.context)).toEqual([
          expect.objectContaining({ kind: 'messages-index', id: 'nl-announcement-numbers' }),
        ]);
      });

      it('still drops and reports a message whose tags are numbers', async () => {
        const { logger } = await shown(announcements);
        expect(logger.entries).toEqual([
          expect.objectContaining({
            level: 'warn',
            message: 'Dropped an invalid search document',
            context: expect.objectContaining({
              kind: 'messages-index',
              id: 'nl-announcement-numbers',
              path: 'tags.0',
            }),
          }),
        ]);
        const raw = await nulls.port.search(announcements!);
        expect(ids(raw)).toContain('nl-announcement-numbers');
      });

      it('finds each twin wherever the other is found: stories, site search, notifications', async () => {
        const stories = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [district],
          channels: [CHANNELS.stories],
          excludeLeadership: true,
        });
        expect(await shownIds(stories)).toEqual(['nl-story-empty', 'nl-story-null']);
        const { messages } = siteSearchQueries({
          keywords: 'library',
          organization: { id: aspen, parentOrganization: { id: district } },
          now: CONTRACT_NOW,
        });
        expect(await shownIds(messages)).toEqual(['nl-announcement-empty', 'nl-announcement-null']);
        const notices = buildNotificationSearch({
          now: CONTRACT_NOW,
          host: 'aspen-grove.meadowlarkvalley.org',
          districtDomain: 'meadowlarkvalley.org',
        });
        expect(await shownIds(notices)).toEqual(['nl-notice-empty', 'nl-notice-null']);
      });

      it('finds neither twin where an empty list is not found', async () => {
        const tagged = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [aspen, district],
          tags: ['Library'],
        });
        expect(await shownIds(tagged)).toEqual([]);
        const inCategory = buildMessageSearch({
          now: CONTRACT_NOW,
          organizationIds: [aspen, district],
          categories: ['Info Alert'],
        });
        expect(await shownIds(inCategory)).toEqual(['nl-notice-empty', 'nl-notice-null']);
      });
    });
  });
}
