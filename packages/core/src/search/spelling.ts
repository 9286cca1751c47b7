/**
 * Search that forgives a misspelling: the words worth a fuzzy second query, and the "Did you
 * mean …?" suggestion drawn from the titles that query found — the index's own vocabulary, so a
 * suggestion always names something the site has.
 */
import { analyzeText, editDistance } from './text-analysis';

/** Edits forgiven per word (Lucene `~1`): enough for a slip of one letter, rarely a wrong word. */
export const FORGIVEN_EDITS = 1;

/** Words shorter than this are not searched fuzzily: one edit turns `bus` into `but`. */
export const MIN_FORGIVEN_WORD_LENGTH = 4;

/** Most words a forgiving query searches fuzzily (each expands to up to 50 terms on Azure). */
export const MAX_FORGIVEN_WORDS = 5;

/** The words of `keywords` a forgiving query searches fuzzily (none: no second query). */
export function forgivenWords(keywords: string): string[] {
  const words = analyzeText(keywords).filter(
    (word) => [...word].length >= MIN_FORGIVEN_WORD_LENGTH,
  );
  return [...new Set(words)].slice(0, MAX_FORGIVEN_WORDS);
}

/**
 * The keywords with each misspelled word replaced by the closest word of `titles` (within
 * {@link FORGIVEN_EDITS}, the most frequent on ties), or null when no word changes. Words the
 * titles already hold are kept as typed.
 */
export function spellingSuggestion(keywords: string, titles: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const token of analyzeText(title)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  const words = analyzeText(keywords);
  let changed = false;
  const corrected = words.map((word) => {
    if (counts.has(word) || [...word].length < MIN_FORGIVEN_WORD_LENGTH) return word;
    let best: { token: string; distance: number; count: number } | null = null;
    for (const [token, count] of counts) {
      const distance = editDistance(word, token, FORGIVEN_EDITS);
      if (distance > FORGIVEN_EDITS) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && count > best.count) ||
        (distance === best.distance && count === best.count && token < best.token)
      ) {
        best = { token, distance, count };
      }
    }
    if (!best) return word;
    changed = true;
    return best.token;
  });
  return changed ? corrected.join(' ') : null;
}
