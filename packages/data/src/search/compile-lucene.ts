/**
 * Compiles keywords to the `search` text of Azure AI Search (docs/behaviour.md#fuzzy-query).
 * Fuzzy (`queryType: full`, Lucene syntax): the trimmed keywords as the exact phrase, OR each word
 * as a prefix of the prefix field. Every Lucene special character of a keyword is escaped, so a
 * keyword is always a term and never an operator.
 */
import type { KeywordQuery } from '@district/core/search/query';
import { forgivenWords } from '@district/core/search/spelling';

// The Lucene special characters Azure AI Search documents: + - && || ! ( ) { } [ ] ^ " ~ * ? : \ /
// `&` and `|` are escaped one by one, which also covers `&&` and `||`.
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

const PREFIX_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Escapes a word so Lucene reads it as one literal term. */
export function escapeLuceneTerm(word: string): string {
  return word.replace(LUCENE_SPECIAL, (character) => `\\${character}`);
}

/** A Lucene phrase: quoted, with `"` and `\` escaped. */
export function luceneQuotedPhrase(text: string): string {
  return `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/** The `search` text and `queryType` of a keyword query. */
export function compileKeywords(keywords: KeywordQuery): {
  search: string;
  queryType: 'full' | 'simple';
} {
  const trimmed = keywords.text.trim();
  if (keywords.editDistance !== undefined) return compileForgiving(keywords);
  if (!keywords.fuzzy) return { search: trimmed === '' ? '*' : keywords.text, queryType: 'simple' };
  if (trimmed === '') return { search: '*', queryType: 'full' };
  if (!PREFIX_FIELD.test(keywords.prefixField)) {
    throw new Error(`Invalid prefix field: ${JSON.stringify(keywords.prefixField)}`);
  }
  const prefixes = trimmed
    .split(/\s+/)
    .map((word) => `${keywords.prefixField}:${escapeLuceneTerm(word)}*`);
  return { search: [luceneQuotedPhrase(trimmed), ...prefixes].join(' OR '), queryType: 'full' };
}

/**
 * The forgiving form: each word (as the analyzer splits it, so only letters and digits) as a fuzzy
 * term of the prefix field, `title:kindergarden~1 OR …`. Azure takes fuzzy terms unanalysed but
 * lower-cased, and never widens them by synonyms.
 */
function compileForgiving(keywords: KeywordQuery): { search: string; queryType: 'full' } {
  const distance = keywords.editDistance;
  if (distance !== 1 && distance !== 2) throw new Error('Invalid edit distance');
  if (!PREFIX_FIELD.test(keywords.prefixField)) {
    throw new Error(`Invalid prefix field: ${JSON.stringify(keywords.prefixField)}`);
  }
  const words = forgivenWords(keywords.text);
  if (words.length === 0) throw new Error('A forgiving search needs a word to forgive');
  const terms = words.map(
    (word) => `${keywords.prefixField}:${escapeLuceneTerm(word)}~${distance}`,
  );
  return { search: terms.join(' OR '), queryType: 'full' };
}
