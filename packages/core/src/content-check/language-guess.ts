/**
 * Guesses the language of a passage from its script and its most common short words. Only sure
 * guesses count: a passage must be long enough and its stop words must clearly point one way, so
 * a Spanish school name in an English sentence is not taken for Spanish.
 */

// The commonest words of each language that are rare in the others (so "a", "de", "la" are left
// out where two languages share them and would blur the count).
const STOP_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'are', 'for', 'with', 'you', 'your', 'will', 'this', 'on'],
  es: ['el', 'los', 'las', 'del', 'y', 'que', 'en', 'es', 'para', 'por', 'con', 'una', 'su', 'sus'],
  fr: ['le', 'les', 'des', 'et', 'est', 'pour', 'dans', 'une', 'vous', 'avec', 'sur', 'au', 'aux'],
  pt: ['os', 'da', 'dos', 'das', 'ao', 'em', 'e', 'para', 'com', 'uma', 'não', 'seu', 'sua'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'mit', 'für', 'auf', 'ein', 'eine', 'sie'],
  vi: ['và', 'của', 'các', 'là', 'có', 'cho', 'được', 'những', 'với', 'trong', 'học', 'sinh'],
  so: ['iyo', 'oo', 'ka', 'ku', 'waa', 'ee', 'waxaa', 'ah', 'la', 'aad', 'kala', 'ardayda'],
};

/** English names of the languages the guess knows, for an editor's message. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
  de: 'German',
  vi: 'Vietnamese',
  so: 'Somali',
  ar: 'Arabic',
  ru: 'Russian',
  zh: 'Chinese',
};

/** Fewer words than this are never guessed: too little to tell. */
export const MIN_WORDS_TO_GUESS = 6;

const SCRIPTS: [string, RegExp][] = [
  ['ar', /[\u0600-\u06ff]/g],
  ['ru', /[\u0400-\u04ff]/g],
  ['zh', /[\u4e00-\u9fff]/g],
];

/** The primary subtag of a language tag, lower case: `es-MX` → `es`. */
export function primaryLanguage(tag: string): string {
  return (tag.split('-')[0] ?? '').trim().toLowerCase();
}

/** The language a passage is clearly written in, or null when it cannot tell. */
export function guessLanguage(text: string): string | null {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters === 0) return null;
  for (const [language, pattern] of SCRIPTS) {
    // Most of the letters in one non-Latin script: that script's language.
    if ((text.match(pattern)?.length ?? 0) > letters / 2) return language;
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS_TO_GUESS) return null;
  const scores = Object.entries(STOP_WORDS).map(([language, list]) => {
    const set = new Set(list);
    return { language, hits: words.filter((w) => set.has(w)).length };
  });
  scores.sort((a, b) => b.hits - a.hits);
  const [best, second] = scores as [(typeof scores)[0], (typeof scores)[0]];
  // Sure only when stop words are a fair share of the words and one language leads clearly.
  if (best.hits < 3 || best.hits < words.length * 0.15) return null;
  if (second.hits * 2 > best.hits) return null;
  return best.language;
}
