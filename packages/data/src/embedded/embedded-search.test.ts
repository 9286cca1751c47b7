import { f, type SearchQuery } from '@district/core/search/query';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSearchFromDocuments, tokenize } from './embedded-search';

const pages = [
  {
    id: 'p1',
    title: 'Buses and Transportation',
    body: 'Bus stops and the bus tracking app.',
    ownerOrganizationId: 'a',
    rank: 2,
  },
  {
    id: 'p2',
    title: 'Food and Nutrition Services',
    body: 'Menus, meal accounts and the school bus of snacks.',
    ownerOrganizationId: 'a',
    rank: null,
  },
  {
    id: 'p3',
    title: 'Board of Education',
    body: 'Meetings of the board and public comment.',
    ownerOrganizationId: 'b',
    rank: 1,
  },
];

const port = createEmbeddedSearchFromDocuments({
  'pages-index': pages,
  'messages-index': [],
  'events-index': [],
  'files-index': [],
});

function q(parts: Partial<SearchQuery>): SearchQuery {
  return {
    index: 'pages-index',
    keywords: { text: '', fuzzy: true, prefixField: 'title' },
    filter: null,
    facets: [],
    orderBy: [],
    top: 10,
    count: true,
    ...parts,
  };
}
const ids = async (parts: Partial<SearchQuery>) =>
  (await port.search(q(parts))).hits.map((h) => h.document.id);

describe('embedded search', () => {
  it('tokenizes into lower-case words', () => {
    expect(tokenize('Kinder-garten, K–12 Ñandú')).toEqual(['kinder', 'garten', 'k', '12', 'ñandú']);
  });

  it('scores every document 1 for empty keywords', async () => {
    const result = await port.search(q({}));
    expect(result.hits.map((h) => h.score)).toEqual([1, 1, 1]);
    expect(result.hits[0]?.document['@search.score']).toBe(1);
  });

  it('matches a fuzzy word as a title prefix, or the phrase anywhere', async () => {
    expect(
      (await ids({ keywords: { text: 'Trans', fuzzy: true, prefixField: 'title' } })).sort(),
    ).toEqual(['p1']);
    // "meal accounts" is only a phrase in p2's body; no title word starts with either word.
    expect(
      await ids({ keywords: { text: 'meal accounts', fuzzy: true, prefixField: 'title' } }),
    ).toEqual(['p2']);
    // Each word is its own prefix: "bus" → Buses (p1), "of" → Board of Education (p3); p2 has the phrase.
    expect(
      (
        await ids({ keywords: { text: 'bus of snacks', fuzzy: true, prefixField: 'title' } })
      ).sort(),
    ).toEqual(['p1', 'p2', 'p3']);
    expect(
      await ids({ keywords: { text: 'public comment', fuzzy: true, prefixField: 'title' } }),
    ).toEqual(['p3']);
    expect(
      await ids({ keywords: { text: 'comment public', fuzzy: true, prefixField: 'title' } }),
    ).toEqual([]);
  });

  it('ranks better matches first when no order is given', async () => {
    const result = await port.search(
      q({ keywords: { text: 'bus', fuzzy: false, prefixField: 'title' } }),
    );
    expect(result.hits[0]?.document.id).toBe('p1');
    expect(result.hits[0]!.score).toBeGreaterThan(result.hits[1]!.score);
  });

  it('treats a simple trailing star as a prefix and a lone star as everything', async () => {
    expect(await ids({ keywords: { text: 'nutri*', fuzzy: false, prefixField: 'title' } })).toEqual(
      ['p2'],
    );
    expect(await ids({ keywords: { text: '*', fuzzy: false, prefixField: 'title' } })).toHaveLength(
      3,
    );
    expect(await ids({ keywords: { text: '*', fuzzy: true, prefixField: 'title' } })).toEqual([]);
  });

  it('orders by a field with nulls first ascending, then pages', async () => {
    expect(await ids({ orderBy: [{ field: 'rank', direction: 'asc' }] })).toEqual([
      'p2',
      'p3',
      'p1',
    ]);
    expect(await ids({ orderBy: [{ field: 'rank', direction: 'asc' }], top: 1, skip: 1 })).toEqual([
      'p3',
    ]);
  });

  it('filters, counts and facets the filtered matches', async () => {
    const result = await port.search(
      q({
        filter: f.in('ownerOrganizationId', ['a']),
        facets: [{ field: 'ownerOrganizationId' }],
        top: 1,
      }),
    );
    expect(result.count).toBe(2);
    expect(result.hits).toHaveLength(1);
    expect(result.facets.ownerOrganizationId).toEqual([{ value: 'a', count: 2 }]);
  });

  it('rejects an unknown index and an aborted call', async () => {
    await expect(port.search(q({ index: 'nope' as never }))).rejects.toThrow(
      'Unknown search index',
    );
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(port.search(q({}), { signal: controller.signal })).rejects.toThrow('stop');
  });

  it('answers a repeated query alike, each caller with its own copy', async () => {
    const query = q({ facets: [{ field: 'ownerOrganizationId' }], top: 2 });
    const first = await port.search(query);
    const expected = structuredClone(first);
    // A page that changes what it got must not change the next answer.
    if (first.hits[0]) first.hits[0].document.title = 'Changed';
    first.hits.pop();
    const facet = first.facets.ownerOrganizationId?.[0];
    if (facet) facet.count = 99;
    const second = await port.search(structuredClone(query));
    expect(second).toEqual(expected);
    expect(second.hits[0]?.document).not.toBe(first.hits[0]?.document);
  });

  it('ranks again a query that differs only in its filter values', async () => {
    const a = await ids({ filter: f.in('ownerOrganizationId', ['a']) });
    const b = await ids({ filter: f.in('ownerOrganizationId', ['b']) });
    expect(a).toEqual(['p1', 'p2']);
    expect(b).toEqual(['p3']);
  });

  it('tells a date filter from the same date written as text', async () => {
    const search = createEmbeddedSearchFromDocuments({
      'pages-index': [{ id: 'd1', title: 'Dated', when: '2026-01-01T00:00:00Z' }],
      'messages-index': [],
      'events-index': [],
      'files-index': [],
    });
    const at = new Date('2026-01-01T00:00:00Z');
    // As a date it is the same instant; as text it is not the same text.
    const asDate = await search.search(q({ filter: f.eq('when', at) }));
    const asText = await search.search(q({ filter: f.eq('when', at.toISOString()) }));
    expect(asDate.hits).toHaveLength(1);
    expect(asText.hits).toHaveLength(0);
  });
});
