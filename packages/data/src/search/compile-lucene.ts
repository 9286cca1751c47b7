/**
 * Compiles keywords to the `search` text of Azure AI Search (SPEC section 5, Fuzzy search query).
 * Fuzzy (`queryType: full`, Lucene syntax): the trimmed keywords as the exact phrase, OR each word
 * as a prefix of the prefix field. Every Lucene special character of a keyword is escaped, so a
 * keyword is always a term and never an operator.
 */
import type { KeywordQuery } from '@district/core/search/query';

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
