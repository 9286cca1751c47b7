/**
 * A parser and matcher for the Lucene subset `compile-lucene.ts` emits: `*`, or clauses joined by
 * ` OR `, each a quoted phrase, `field:escapedprefix*` or a fuzzy `field:term~n`. The fake Azure AI
 * Search server answers keyword queries with it; anything outside the subset is a syntax error
 * (the fake answers 400), and so is what Azure refuses: a fuzzy edit distance above 2.
 *
 * Matching follows Azure's documented behaviour: phrases and simple terms are widened by the
 * synonym map of the fields that have one; prefix and fuzzy terms never are. A fuzzy term is only
 * lower-cased (no analysis) and matches a field's token within its Damerau-Levenshtein distance.
 */
import { expandTokens, type SynonymRule } from '@district/core/search/synonyms';
import { analyzeText, editDistance } from '@district/core/search/text-analysis';

/** One clause of a fuzzy query. */
export type LuceneClause =
  | { kind: 'phrase'; text: string }
  | { kind: 'prefix'; field: string; prefix: string }
  | { kind: 'fuzzy'; field: string; term: string; distance: number };

/** A parsed fuzzy query: everything, or any of the clauses. */
export type LuceneQuery = { kind: 'all' } | { kind: 'any'; clauses: LuceneClause[] };

/** A query text outside the subset. */
export class LuceneSyntaxError extends Error {
  override readonly name = 'LuceneSyntaxError';
}

/** Parses the subset. */
export function parseLuceneSubset(text: string): LuceneQuery {
  if (text === '*') return { kind: 'all' };
  const clauses: LuceneClause[] = [];
  let i = 0;
  const expectSeparator = () => {
    if (i === text.length) return;
    if (text.startsWith(' OR ', i)) {
      i += 4;
      return;
    }
    throw new LuceneSyntaxError(`Expected " OR " at ${i}`);
  };
  while (i < text.length) {
    if (text[i] === '"') {
      let phrase = '';
      i += 1;
      for (;;) {
        if (i >= text.length) throw new LuceneSyntaxError('Unterminated phrase');
        const character = text[i]!;
        if (character === '\\') {
          if (!['"', '\\'].includes(text[i + 1] ?? '')) throw new LuceneSyntaxError('Bad escape');
          phrase += text[i + 1];
          i += 2;
          continue;
        }
        if (character === '"') {
          i += 1;
          break;
        }
        phrase += character;
        i += 1;
      }
      clauses.push({ kind: 'phrase', text: phrase });
    } else {
      const field = /^[A-Za-z_][A-Za-z0-9_]*:/.exec(text.slice(i));
      if (!field) throw new LuceneSyntaxError(`Expected a phrase or field:prefix* at ${i}`);
      i += field[0].length;
      let prefix = '';
      let ended = false;
      let fuzzy: number | null = null;
      while (i < text.length && !ended) {
        const character = text[i]!;
        if (character === '\\') {
          const escaped = text[i + 1];
          if (escaped === undefined) throw new LuceneSyntaxError('Dangling escape');
          prefix += escaped;
          i += 2;
        } else if (character === '*') {
          ended = true;
          i += 1;
        } else if (character === '~') {
          // `term~` (distance 2) or `term~n`; Azure allows 0 to 2 edits.
          const digits = /^~(\d*(?:\.\d+)?)/.exec(text.slice(i));
          const raw = digits?.[1] ?? '';
          const distance = raw === '' ? 2 : Number(raw);
          if (!Number.isInteger(distance) || distance < 0 || distance > 2) {
            throw new LuceneSyntaxError(`Fuzzy edit distance must be between 0 and 2, got ${raw}`);
          }
          if (prefix === '') throw new LuceneSyntaxError('A fuzzy term needs a term');
          i += 1 + raw.length;
          fuzzy = distance;
          ended = true;
        } else if (/[\s+\-&|!(){}[\]^"~?:/]/.test(character)) {
          // An unescaped special character would be an operator: the compiler must never emit one.
          throw new LuceneSyntaxError(`Unescaped ${JSON.stringify(character)} at ${i}`);
        } else {
          prefix += character;
          i += 1;
        }
      }
      if (!ended || prefix === '') throw new LuceneSyntaxError('A prefix term must end with *');
      const name = field[0].slice(0, -1);
      clauses.push(
        fuzzy === null
          ? { kind: 'prefix', field: name, prefix }
          : { kind: 'fuzzy', field: name, term: prefix.toLowerCase(), distance: fuzzy },
      );
    }
    expectSeparator();
  }
  if (clauses.length === 0) throw new LuceneSyntaxError('Empty query');
  return { kind: 'any', clauses };
}

/** Lower-cased word tokens, as a standard analyzer would split them. */
export const tokens = analyzeText;

/** What the index says of its fields: which are searched, and which carry the synonym map. */
export interface SearchableFields {
  searchable: readonly string[];
  /** Searchable fields with the synonym map assigned. */
  withSynonyms: ReadonlySet<string>;
  rules: readonly SynonymRule[];
}

function fieldValues(document: Record<string, unknown>, field: string): string[][] {
  const value = document[field];
  if (typeof value === 'string') return [tokens(value)];
  if (Array.isArray(value))
    return value.flatMap((item) => (typeof item === 'string' ? [tokens(item)] : []));
  return [];
}

/** Whether a phrase (widened where the field has the synonym map) is in a searchable field. */
function phraseFound(
  phrase: string[],
  document: Record<string, unknown>,
  fields: SearchableFields,
): boolean {
  if (phrase.length === 0) return false;
  const widened = expandTokens(phrase, fields.rules);
  return fields.searchable.some((field) => {
    const variants = fields.withSynonyms.has(field) ? widened : [phrase];
    return fieldValues(document, field).some((list) =>
      variants.some((variant) => containsSequence(list, variant)),
    );
  });
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
}

/**
 * Scores a document: 0 means no match. A phrase (or a synonym of it) found in any searchable
 * field counts 2, each matching prefix or fuzzy clause 1; `*` scores every document 1.
 */
export function scoreLucene(
  query: LuceneQuery,
  document: Record<string, unknown>,
  fields: SearchableFields,
): number {
  if (query.kind === 'all') return 1;
  const fieldTokens = (field: string): string[] => fieldValues(document, field).flat();
  let score = 0;
  for (const clause of query.clauses) {
    if (clause.kind === 'phrase') {
      if (phraseFound(tokens(clause.text), document, fields)) score += 2;
    } else if (clause.kind === 'prefix') {
      const prefix = clause.prefix.toLowerCase();
      if (fieldTokens(clause.field).some((token) => token.startsWith(prefix))) score += 1;
    } else {
      const { term, distance } = clause;
      if (
        fieldTokens(clause.field).some((token) => editDistance(term, token, distance) <= distance)
      )
        score += 1;
    }
  }
  return score;
}

/**
 * Simple query syntax, the part we use: each word of the text (or a synonym of it) found in a
 * searchable field counts once per occurrence.
 */
export function scoreSimple(
  text: string,
  document: Record<string, unknown>,
  fields: SearchableFields,
): number {
  if (text.trim() === '*') return 1;
  let score = 0;
  for (const word of tokens(text)) {
    const widened = expandTokens([word], fields.rules);
    for (const field of fields.searchable) {
      const variants = fields.withSynonyms.has(field) ? widened : [[word]];
      for (const list of fieldValues(document, field)) {
        for (const variant of variants) {
          if (variant.length === 1) score += list.filter((token) => token === variant[0]).length;
          else if (containsSequence(list, variant)) score += 1;
        }
      }
    }
  }
  return score;
}
