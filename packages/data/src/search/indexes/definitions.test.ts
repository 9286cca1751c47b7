import { SEARCH_INDEXES } from '@district/core/search/query';
import { DEFAULT_SEARCH_SYNONYMS, solrSynonyms } from '@district/core/search/synonyms';
import { describe, expect, it } from 'vitest';
import { SEARCHABLE_FIELDS } from '../../embedded/embedded-search';
import {
  definitionProblems,
  loadIndexDefinitions,
  loadSynonymMapDefinition,
  SYNONYM_MAP_NAME,
} from './definitions';

describe('the search definitions of the repository', () => {
  const definitions = loadIndexDefinitions();
  const synonymMap = loadSynonymMapDefinition();

  it('are four indexes Azure would create, their fields naming the district synonym map', () => {
    expect(Object.keys(definitions).sort()).toEqual([...SEARCH_INDEXES].sort());
    for (const definition of Object.values(definitions)) {
      expect(definitionProblems(definition, [synonymMap.name]), definition.name).toEqual([]);
      const searchable = definition.fields.filter((field) => field.searchable);
      for (const field of searchable) expect(field.synonymMaps).toEqual([SYNONYM_MAP_NAME]);
    }
  });

  it('search the same fields as the embedded search', () => {
    for (const name of SEARCH_INDEXES) {
      const searchable = definitions[name].fields.filter((f) => f.searchable).map((f) => f.name);
      expect(searchable.sort(), name).toEqual([...SEARCHABLE_FIELDS[name]].sort());
    }
  });

  it('hold the demo district’s synonyms, the default of the org config', () => {
    expect(synonymMap.synonyms).toBe(solrSynonyms(DEFAULT_SEARCH_SYNONYMS));
  });

  it('name what Azure would refuse', () => {
    const pages = definitions['pages-index'];
    const broken = {
      ...pages,
      fields: pages.fields.map((field) =>
        field.name === 'path'
          ? { ...field, synonymMaps: ['missing-map'] }
          : field.name === 'id'
            ? { ...field, key: false }
            : field,
      ),
    };
    expect(definitionProblems(broken, [synonymMap.name])).toEqual([
      'pages-index: needs exactly one key field of type Edm.String',
      'pages-index: path has a synonym map but is not searchable',
      'pages-index: path names an unknown synonym map missing-map',
    ]);
  });
});
