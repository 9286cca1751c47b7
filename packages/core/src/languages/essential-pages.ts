/**
 * A district's essential pages (docs/behaviour.md#reviewed-translations): the information families
 * must be able to read accurately in their language (how to enrol, closures, special education,
 * meals, safety). The translation report lists them first.
 */
import { z } from 'zod';

/**
 * The default list: topics rather than paths, so it fits any district's site map. Each entry is a
 * page path (`/register`) or words found in a page's path, title or category (`enrol` finds
 * "Enrollment").
 */
export const DEFAULT_ESSENTIAL_PAGES = [
  'enrol',
  'closure',
  'special education',
  'meal',
  'safety',
] as const;

/** The configuration's `essentialPages`: paths or topic words, most essential first. */
export const essentialPagesSchema = z
  .array(z.string().trim().min(1, 'essentialPages: an entry is a page path or a few words'))
  .default([...DEFAULT_ESSENTIAL_PAGES]);

/** What the rule reads of a page. */
export interface EssentialCandidate {
  path: string;
  title: string;
  categories?: readonly string[];
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The position of a page in the essential list (0 for the first entry), or null when it is not
 * essential. A path entry matches that page only; other entries match a page whose path, title
 * or a category contains the words.
 */
export function essentialRank(page: EssentialCandidate, entries: readonly string[]): number | null {
  const haystacks = [page.path, page.title, ...(page.categories ?? [])].map(normalize);
  for (const [index, entry] of entries.entries()) {
    if (entry.startsWith('/')) {
      if (page.path === entry) return index;
      continue;
    }
    const words = normalize(entry);
    if (haystacks.some((text) => text.includes(words))) return index;
  }
  return null;
}

/**
 * Pages ordered for the report: essential ones first, in the order of the list, then the others
 * in the order given (stable).
 */
export function essentialFirst<T extends EssentialCandidate>(
  pages: readonly T[],
  entries: readonly string[],
): { page: T; essential: boolean }[] {
  return pages
    .map((page, position) => ({ page, position, rank: essentialRank(page, entries) }))
    .sort(
      (a, b) =>
        (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) ||
        a.position - b.position,
    )
    .map(({ page, rank }) => ({ page, essential: rank !== null }));
}
