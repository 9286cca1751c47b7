/**
 * A search for a school's name finds the school: the organizations whose name every distinctive
 * word of the keywords matches, as a word, a word's beginning or a word one letter off. Words every
 * school shares ("elementary", "school") do not pick a school on their own.
 */
import type { Organization } from '../entities/organization';
import { FORGIVEN_EDITS, MIN_FORGIVEN_WORD_LENGTH } from './spelling';
import { analyzeText, editDistance } from './text-analysis';

/** Words of school names that name no school in particular. */
const GENERIC_WORDS = new Set([
  'school',
  'schools',
  'elementary',
  'middle',
  'high',
  'academy',
  'district',
  'center',
  'the',
  'of',
  'and',
]);

/** Most organizations one search lists. */
export const ORGANIZATION_MATCH_LIMIT = 3;

/** A found organization: its name, phone and website. */
export type OrganizationMatch = Pick<Organization, 'id' | 'title' | 'phone' | 'website'>;

function wordMatches(word: string, nameWords: readonly string[]): 'exact' | 'near' | null {
  if (nameWords.includes(word)) return 'exact';
  // A word being typed: "aspen gro".
  if (nameWords.some((name) => name.startsWith(word))) return 'exact';
  if ([...word].length < MIN_FORGIVEN_WORD_LENGTH) return null;
  return nameWords.some((name) => editDistance(word, name, FORGIVEN_EDITS) <= FORGIVEN_EDITS)
    ? 'near'
    : null;
}

/**
 * The published organizations with a website whose name the keywords name, exact matches first,
 * then by name; at most {@link ORGANIZATION_MATCH_LIMIT}.
 */
export function matchOrganizations(
  keywords: string,
  organizations: readonly Organization[],
): OrganizationMatch[] {
  const words = analyzeText(keywords);
  const distinctive = words.filter((word) => !GENERIC_WORDS.has(word));
  if (distinctive.length === 0) return [];
  const found: { organization: Organization; near: number }[] = [];
  for (const organization of organizations) {
    if (organization.status !== 'Published' || !organization.website) continue;
    const nameWords = analyzeText(organization.title);
    const matches = words.map((word) =>
      GENERIC_WORDS.has(word) && !nameWords.includes(word) ? null : wordMatches(word, nameWords),
    );
    // A generic word the name does not hold ("Aspen Grove school") is not held against it.
    const relevant = matches.filter((match, index) => {
      const word = words[index] as string;
      return !(GENERIC_WORDS.has(word) && match === null);
    });
    if (relevant.length === 0 || relevant.some((match) => match === null)) continue;
    found.push({ organization, near: relevant.filter((match) => match === 'near').length });
  }
  return found
    .sort(
      (a, b) => a.near - b.near || a.organization.title.localeCompare(b.organization.title, 'en'),
    )
    .slice(0, ORGANIZATION_MATCH_LIMIT)
    .map(({ organization }) => ({
      id: organization.id,
      title: organization.title,
      phone: organization.phone,
      website: organization.website,
    }));
}
