/**
 * A parser and matcher for the Lucene subset `compile-lucene.ts` emits: `*`, or clauses joined by
 * ` OR `, each a quoted phrase or `field:escapedprefix*`. The fake Azure AI Search server answers
 * keyword queries with it; anything outside the subset is a syntax error (the fake answers 400).
 */

/** One clause of a fuzzy query. */
export type LuceneClause =
  | { kind: 'phrase'; text: string }
  | { kind: 'prefix'; field: string; prefix: string };

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
        } else if (/[\s+\-&|!(){}[\]^"~?:/]/.test(character)) {
          // An unescaped special character would be an operator: the compiler must never emit one.
          throw new LuceneSyntaxError(`Unescaped ${JSON.stringify(character)} at ${i}`);
        } else {
          prefix += character;
          i += 1;
        }
      }
      if (!ended || prefix === '') throw new LuceneSyntaxError('A prefix term must end with *');
      clauses.push({ kind: 'prefix', field: field[0].slice(0, -1), prefix });
    }
    expectSeparator();
  }
  if (clauses.length === 0) throw new LuceneSyntaxError('Empty query');
  return { kind: 'any', clauses };
}

/** Lower-cased word tokens, as a standard analyzer would split them. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
}

/**
 * Scores a document: 0 means no match. A phrase found in any searchable field counts 2, each
 * matching prefix clause 1; `*` scores every document 1.
 */
export function scoreLucene(
  query: LuceneQuery,
  document: Record<string, unknown>,
  searchableFields: readonly string[],
): number {
  if (query.kind === 'all') return 1;
  const fieldTokens = (field: string): string[] => {
    const value = document[field];
    if (typeof value === 'string') return tokens(value);
    if (Array.isArray(value))
      return value.flatMap((item) => (typeof item === 'string' ? tokens(item) : []));
    return [];
  };
  let score = 0;
  for (const clause of query.clauses) {
    if (clause.kind === 'phrase') {
      const phrase = tokens(clause.text);
      if (searchableFields.some((field) => containsSequence(fieldTokens(field), phrase)))
        score += 2;
    } else {
      const prefix = clause.prefix.toLowerCase();
      if (fieldTokens(clause.field).some((token) => token.startsWith(prefix))) score += 1;
    }
  }
  return score;
}

/** Simple query syntax, the part we use: any word of the text found as a token. */
export function scoreSimple(
  text: string,
  document: Record<string, unknown>,
  searchableFields: readonly string[],
): number {
  if (text.trim() === '*') return 1;
  const wanted = new Set(tokens(text));
  let score = 0;
  for (const field of searchableFields) {
    const value = document[field];
    const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    for (const item of values) {
      if (typeof item !== 'string') continue;
      score += tokens(item).filter((token) => wanted.has(token)).length;
    }
  }
  return score;
}
