/**
 * Injection tests: whatever a keyword or a filter value holds, the request stays well-formed and
 * its structure is exactly the structure of the query it came from.
 */
import type { FilterNode, FilterValue, SearchQuery } from '@district/core/search/query';
import { forgivenWords } from '@district/core/search/spelling';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchRequestBody, createAzureSearchPort } from './azure-search';
import { compileKeywords } from './compile-lucene';
import { chooseDelimiter, compileFilter } from './compile-odata';
import { type FakeAzureSearch, startFakeAzureSearch } from './testing/fake-azure-search';
import { SEARCH_FIXTURES } from './testing/fixtures';
import { parseLuceneSubset } from './testing/lucene-subset';
import { parseODataFilter } from './testing/odata-parser';

const NASTY_PIECES = [
  "'",
  '"',
  '\\',
  ':',
  '*',
  '(',
  ')',
  ',',
  '&&',
  '||',
  '|',
  '~',
  '^',
  '¦',
  ' ',
  ' or ',
  ' and ',
  'OR',
  'NOT',
  'search.in(',
  '/any(t: ',
  "') or (1 eq 1",
  'é',
  '漢字',
  '🎒',
  '\u200b',
  '\n',
  'a',
  'Delays and Closures',
];

/** Strings made of the characters that break naive escaping, plain strings, and long ones. */
const nastyString = fc.oneof(
  fc.array(fc.constantFrom(...NASTY_PIECES), { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 2000 }),
);

const FIELDS = ['title', 'categories', 'size', 'publishDateTime', 'address/city'];

const filterValue: fc.Arbitrary<FilterValue> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  fc.constant(null),
  fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
);

const filterTree: fc.Arbitrary<FilterNode> = fc.letrec<{ node: FilterNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      kind: fc.constant('compare' as const),
      field: fc.constantFrom(...FIELDS),
      op: fc.constantFrom(
        'eq' as const,
        'ne' as const,
        'lt' as const,
        'le' as const,
        'gt' as const,
        'ge' as const,
      ),
      value: filterValue,
    }),
    fc.record({
      kind: fc.constantFrom('in' as const, 'any' as const),
      field: fc.constantFrom(...FIELDS),
      values: fc.array(nastyString, { maxLength: 5 }),
    }),
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      nodes: fc.array(tie('node'), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('not' as const), node: tie('node') }),
  ),
})).node;

/**
 * The tree the parser must read back: what the compiler promises structurally. Single-child
 * and/or collapse to the child; empty value lists are `false` (empty or); `in` without a usable
 * delimiter becomes an `eq … or …` chain (an `any` reads back as `any` either way).
 */
function expectedTree(node: FilterNode): FilterNode {
  switch (node.kind) {
    case 'and':
    case 'or':
      if (node.nodes.length === 1) return expectedTree(node.nodes[0]!);
      return { kind: node.kind, nodes: node.nodes.map(expectedTree) };
    case 'not':
      return { kind: 'not', node: expectedTree(node.node) };
    case 'compare':
      return node;
    case 'in': {
      if (node.values.length === 0) return { kind: 'or', nodes: [] };
      const usable = !node.values.includes('') && chooseDelimiter(node.values) !== null;
      if (usable) return node;
      const chain = node.values.map(
        (value): FilterNode => ({ kind: 'compare', field: node.field, op: 'eq', value }),
      );
      return chain.length === 1 ? chain[0]! : { kind: 'or', nodes: chain };
    }
    case 'any':
      return node.values.length === 0 ? { kind: 'or', nodes: [] } : node;
  }
}

describe('filter injection', () => {
  it('reads every compiled filter back as the tree it came from', () => {
    fc.assert(
      fc.property(filterTree, (tree) => {
        expect(parseODataFilter(compileFilter(tree))).toEqual(expectedTree(tree));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps a hostile value inside its literal', () => {
    const hostile = "x') or (status ne 'Draft";
    const tree: FilterNode = { kind: 'compare', field: 'title', op: 'eq', value: hostile };
    expect(parseODataFilter(compileFilter(tree))).toEqual(tree);
  });
});

describe('keyword injection', () => {
  it('compiles any forgiving keywords to one fuzzy term per forgiven word, and nothing else', () => {
    fc.assert(
      fc.property(nastyString, fc.constantFrom('title', 'name'), (text, prefixField) => {
        const words = forgivenWords(text);
        const keywords = { text, fuzzy: true, prefixField, editDistance: 1 as const };
        if (words.length === 0) {
          expect(() => compileKeywords(keywords)).toThrow();
          return;
        }
        const { search, queryType } = compileKeywords(keywords);
        expect(queryType).toBe('full');
        expect(parseLuceneSubset(search)).toEqual({
          kind: 'any',
          clauses: words.map((term) => ({ kind: 'fuzzy', field: prefixField, term, distance: 1 })),
        });
      }),
      { numRuns: 400 },
    );
  });

  it('compiles any fuzzy keywords to one phrase and one escaped prefix per word', () => {
    fc.assert(
      fc.property(nastyString, fc.constantFrom('title', 'name'), (text, prefixField) => {
        const { search, queryType } = compileKeywords({ text, fuzzy: true, prefixField });
        expect(queryType).toBe('full');
        const trimmed = text.trim();
        const parsed = parseLuceneSubset(search);
        if (trimmed === '') {
          expect(parsed).toEqual({ kind: 'all' });
          return;
        }
        expect(parsed).toEqual({
          kind: 'any',
          clauses: [
            { kind: 'phrase', text: trimmed },
            ...trimmed
              .split(/\s+/)
              .map((prefix) => ({ kind: 'prefix', field: prefixField, prefix })),
          ],
        });
      }),
      { numRuns: 400 },
    );
  });

  it('never lets keywords touch the rest of the body', () => {
    fc.assert(
      fc.property(nastyString, fc.boolean(), (text, fuzzy) => {
        const query: SearchQuery = {
          index: 'messages-index',
          keywords: { text, fuzzy, prefixField: 'title' },
          filter: { kind: 'any', field: 'channels', values: ['Announcements'] },
          facets: [{ field: 'categories', count: 1000 }],
          orderBy: [{ field: 'publishDateTime', direction: 'desc' }],
          top: 10,
          count: true,
        };
        const body = JSON.parse(JSON.stringify(buildSearchRequestBody(query)));
        expect(Object.keys(body).sort()).toEqual([
          'count',
          'facets',
          'filter',
          'orderby',
          'queryType',
          'search',
          'top',
        ]);
        expect(body.filter).toBe("channels/any(t: search.in(t, 'Announcements', '|'))");
        expect(body.orderby).toBe('publishDateTime desc');
        expect(body.facets).toEqual(['categories,count:1000']);
      }),
      { numRuns: 200 },
    );
  });
});

describe('injection against the fake service', () => {
  let fake: FakeAzureSearch;
  beforeAll(async () => {
    fake = await startFakeAzureSearch({ documents: SEARCH_FIXTURES });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends well-formed requests for hostile keywords and values', async () => {
    const port = createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey });
    await fc.assert(
      fc.asyncProperty(
        nastyString,
        fc.array(nastyString, { maxLength: 4 }),
        async (text, values) => {
          const result = await port.search({
            index: 'files-index',
            keywords: { text, fuzzy: true, prefixField: 'name' },
            filter: {
              kind: 'and',
              nodes: [
                { kind: 'any', field: 'tags', values },
                { kind: 'in', field: 'name', values },
              ],
            },
            facets: [{ field: 'categories' }],
            orderBy: [],
            top: 5,
            count: true,
          });
          // No fixture has tags equal to a name, so a structure-preserving filter matches nothing.
          expect(result.hits).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
    expect(fake.violations).toEqual([]);
  });
});
