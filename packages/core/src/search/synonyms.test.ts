import { describe, expect, it } from 'vitest';
import { orgConfigSchema } from '../org/org-config';
import {
  DEFAULT_SEARCH_SYNONYMS,
  expandTokens,
  parseSynonymRule,
  parseSynonymRules,
  searchSynonymsSchema,
  solrSynonyms,
} from './synonyms';

const rules = parseSynonymRules(DEFAULT_SEARCH_SYNONYMS);

describe('search synonyms', () => {
  it('reads equivalent terms and explicit mappings of the Solr format', () => {
    expect(parseSynonymRule('Jobs, careers')).toEqual({
      from: [['jobs'], ['careers']],
      to: [['jobs'], ['careers']],
    });
    expect(parseSynonymRule('snow day => closures, delays')).toEqual({
      from: [['snow', 'day']],
      to: [['closures'], ['delays']],
    });
  });

  it('refuses what is not a rule', () => {
    for (const bad of ['', ' , jobs', 'a => ', 'a => b => c']) {
      expect(parseSynonymRule(bad), bad).toBeNull();
      expect(searchSynonymsSchema.safeParse([bad]).success, bad).toBe(false);
    }
  });

  it('widens a term to each equivalent, itself included', () => {
    expect(expandTokens(['jobs'], rules)).toEqual([
      ['jobs'],
      ['job'],
      ['careers'],
      ['career'],
      ['employment'],
      ['hiring'],
    ]);
  });

  it('rewrites the longest matching words of a phrase, keeping the rest', () => {
    expect(expandTokens(['snow', 'day', 'schedule'], rules)).toEqual([
      ['snow', 'day', 'schedule'],
      ['closures', 'schedule'],
      ['closure', 'schedule'],
      ['delays', 'schedule'],
      ['delay', 'schedule'],
    ]);
    expect(expandTokens(['snow'], rules)).toEqual([['snow']]);
  });

  it('is the demo district’s list unless a district sets its own', () => {
    const base = {
      organizationId: 'x',
      name: 'X',
      brand: 'x',
      districtSlug: 'x',
      districtDomain: 'x.org',
      externalSites: Object.fromEntries(
        [
          'calendar',
          'files',
          'directory',
          'schools',
          'boundaryMaps',
          'boardDocuments',
          'boardMeetings',
          'recruiting',
        ].map((key) => [key, `https://${key}.x.org`]),
      ),
    };
    expect(orgConfigSchema.parse(base).searchSynonyms).toEqual(DEFAULT_SEARCH_SYNONYMS);
    const own = orgConfigSchema.parse({ ...base, searchSynonyms: ['bus, transportation'] });
    expect(own.searchSynonyms).toEqual(['bus, transportation']);
    expect(solrSynonyms(own.searchSynonyms)).toBe('bus, transportation');
  });
});
