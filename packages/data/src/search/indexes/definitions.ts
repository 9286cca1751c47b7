/**
 * The Azure AI Search definitions the site expects, as stored beside this file: the four indexes
 * ("Create Index" JSON) and the district's synonym map. Read and validated here for the fake
 * service of the tests and for the check that the definitions and the configuration agree.
 */
import { readFileSync } from 'node:fs';
import { SEARCH_INDEXES, type SearchIndexName } from '@district/core/search/query';
import { z } from 'zod';

/** Azure's field types the indexes use. */
const FIELD_TYPES = [
  'Edm.String',
  'Edm.Boolean',
  'Edm.Int64',
  'Edm.DateTimeOffset',
  'Collection(Edm.String)',
] as const;

/** A field of a "Create Index" definition. */
export const indexFieldSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  type: z.enum(FIELD_TYPES),
  key: z.boolean(),
  retrievable: z.boolean(),
  searchable: z.boolean(),
  filterable: z.boolean(),
  sortable: z.boolean(),
  facetable: z.boolean(),
  synonymMaps: z.array(z.string()).max(1).optional(),
});
export type IndexField = z.infer<typeof indexFieldSchema>;

/** A "Create Index" definition (the parts we use). */
export const indexDefinitionSchema = z.object({
  name: z.enum(SEARCH_INDEXES),
  fields: z.array(indexFieldSchema).min(1),
});
export type IndexDefinition = z.infer<typeof indexDefinitionSchema>;

/** A "Create Synonym Map" definition. */
export const synonymMapDefinitionSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  format: z.literal('solr'),
  synonyms: z.string(),
});
export type SynonymMapDefinition = z.infer<typeof synonymMapDefinitionSchema>;

/** The name of the district's synonym map. */
export const SYNONYM_MAP_NAME = 'district-synonyms';

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
}

/** The four index definitions of the repository. */
export function loadIndexDefinitions(): Record<SearchIndexName, IndexDefinition> {
  const entries = SEARCH_INDEXES.map(
    (name) => [name, indexDefinitionSchema.parse(readJson(`${name}.json`))] as const,
  );
  return Object.fromEntries(entries) as Record<SearchIndexName, IndexDefinition>;
}

/** The synonym map of the repository. */
export function loadSynonymMapDefinition(): SynonymMapDefinition {
  return synonymMapDefinitionSchema.parse(readJson(`${SYNONYM_MAP_NAME}.json`));
}

/**
 * What Azure refuses in a definition, as sentences (none: it would be created): one key of type
 * `Edm.String`; synonym maps only on searchable string fields and only ones that exist; no
 * sortable collection.
 */
export function definitionProblems(
  definition: IndexDefinition,
  synonymMaps: readonly string[],
): string[] {
  const problems: string[] = [];
  const keys = definition.fields.filter((field) => field.key);
  if (keys.length !== 1 || keys[0]?.type !== 'Edm.String') {
    problems.push(`${definition.name}: needs exactly one key field of type Edm.String`);
  }
  const names = new Set<string>();
  for (const field of definition.fields) {
    if (names.has(field.name)) problems.push(`${definition.name}: ${field.name} is defined twice`);
    names.add(field.name);
    const isString = field.type === 'Edm.String' || field.type === 'Collection(Edm.String)';
    if (field.searchable && !isString) {
      problems.push(`${definition.name}: ${field.name} is searchable but not a string`);
    }
    if (field.sortable && field.type.startsWith('Collection(')) {
      problems.push(`${definition.name}: ${field.name} is a collection and cannot be sortable`);
    }
    for (const map of field.synonymMaps ?? []) {
      if (!field.searchable || !isString) {
        problems.push(`${definition.name}: ${field.name} has a synonym map but is not searchable`);
      }
      if (!synonymMaps.includes(map)) {
        problems.push(`${definition.name}: ${field.name} names an unknown synonym map ${map}`);
      }
    }
  }
  return problems;
}
