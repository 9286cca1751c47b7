/** The search page's words (`/search`), for route-strings.server.ts. */

import type { SearchData } from '../search/search.server';
import type { GroupKey } from './catalog.server';
import { catalogTable, type StringTable } from './route-strings.server';

type Key = GroupKey<'search'>;

/** The status line's string for a search's outcome. */
export type SearchStatusKey =
  | 'noResults'
  | 'oneResult'
  | 'results'
  | 'noResultsSomeFailed'
  | 'searchFailed';

/** How many things a search found: schools, pages and news, files and contacts. */
export function searchTotal(
  search: Pick<SearchData, 'results' | 'files' | 'groups'> & Partial<Pick<SearchData, 'schools'>>,
): number {
  return (
    (search.schools?.length ?? 0) +
    search.results.length +
    search.files.length +
    search.groups.length
  );
}

/**
 * The search page's status line and whether the outcome is complete: a search with a failed group
 * must not be cached, and with every group failed and nothing found it never says "No results".
 */
export function searchOutcome(
  search: Pick<SearchData, 'results' | 'files' | 'groups' | 'failed'> &
    Partial<Pick<SearchData, 'schools'>>,
): { status: SearchStatusKey; complete: boolean } {
  const total = searchTotal(search);
  const complete = search.failed.length === 0;
  if (total === 1) return { status: 'oneResult', complete };
  if (total > 1) return { status: 'results', complete };
  if (complete) return { status: 'noResults', complete };
  // Contacts are not searched for every query: pages and files failing is the whole search.
  const everyGroupFailed = search.failed.includes('results') && search.failed.includes('files');
  return { status: everyGroupFailed ? 'searchFailed' : 'noResultsSomeFailed', complete };
}

/** Read from the catalogs' `search.` group (catalogs/<code>.json). */
export const SEARCH_STRINGS: StringTable<Key> = catalogTable('search');
