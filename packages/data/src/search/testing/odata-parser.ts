/**
 * A parser for the OData subset `compile-odata.ts` emits, back into core's filter tree. The fake
 * Azure AI Search server uses it to answer honestly, and the injection tests use it to prove that
 * a compiled filter has exactly the structure of the tree it came from.
 *
 * Subset: `and`, `or`, `not`, parentheses, `eq ne lt le gt ge`, `true`/`false`,
 * `search.in(field, 'values', 'delimiter')` (delimiter required), `field/any(v: …)` whose body is a
 * `search.in` or an `eq … or …` chain over `v`, and string, number, boolean, null and
 * DateTimeOffset literals. Anything else is a syntax error.
 */
import type { ComparisonOperator, FilterNode, FilterValue } from '@district/core/search/query';

type Token =
  | { type: 'punct'; value: '(' | ')' | ',' | ':' | '/' }
  | { type: 'string'; value: string }
  | { type: 'date'; value: Date }
  | { type: 'number'; value: number }
  | { type: 'word'; value: string };

const DATE_LITERAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/;
const NUMBER_LITERAL = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const WORD = /^[A-Za-z_][A-Za-z0-9_.]*/;
const OPERATORS: readonly ComparisonOperator[] = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'];

/** An OData text outside the subset. */
export class ODataSyntaxError extends Error {
  override readonly name = 'ODataSyntaxError';
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const character = text[i]!;
    if (character === ' ') {
      i += 1;
      continue;
    }
    if ('(),:/'.includes(character)) {
      tokens.push({ type: 'punct', value: character as '(' | ')' | ',' | ':' | '/' });
      i += 1;
      continue;
    }
    if (character === "'") {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= text.length) throw new ODataSyntaxError('Unterminated string literal');
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += text[i];
        i += 1;
      }
      tokens.push({ type: 'string', value });
      continue;
    }
    const rest = text.slice(i);
    const date = DATE_LITERAL.exec(rest);
    if (date) {
      const value = new Date(date[0]);
      if (Number.isNaN(value.getTime())) throw new ODataSyntaxError(`Invalid date ${date[0]}`);
      tokens.push({ type: 'date', value });
      i += date[0].length;
      continue;
    }
    const number = NUMBER_LITERAL.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      tokens.push({ type: 'word', value: word[0] });
      i += word[0].length;
      continue;
    }
    throw new ODataSyntaxError(`Unexpected character ${JSON.stringify(character)} at ${i}`);
  }
  return tokens;
}

class Parser {
  #position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.#or(null);
    if (this.#position !== this.tokens.length) throw new ODataSyntaxError('Trailing input');
    return node;
  }

  #peek(): Token | undefined {
    return this.tokens[this.#position];
  }

  #next(): Token {
    const token = this.tokens[this.#position];
    if (!token) throw new ODataSyntaxError('Unexpected end of filter');
    this.#position += 1;
    return token;
  }

  #isWord(value: string): boolean {
    const token = this.#peek();
    return token?.type === 'word' && token.value === value;
  }

  #expectPunct(value: string): void {
    const token = this.#next();
    if (token.type !== 'punct' || token.value !== value) {
      throw new ODataSyntaxError(`Expected ${value}`);
    }
  }

  #expectString(): string {
    const token = this.#next();
    if (token.type !== 'string') throw new ODataSyntaxError('Expected a string literal');
    return token.value;
  }

  #expectWord(): string {
    const token = this.#next();
    if (token.type !== 'word') throw new ODataSyntaxError('Expected a name');
    return token.value;
  }

  #or(variable: string | null): FilterNode {
    const nodes = [this.#and(variable)];
    while (this.#isWord('or')) {
      this.#position += 1;
      nodes.push(this.#and(variable));
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'or', nodes };
  }

  #and(variable: string | null): FilterNode {
    const nodes = [this.#unary(variable)];
    while (this.#isWord('and')) {
      this.#position += 1;
      nodes.push(this.#unary(variable));
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
  }

  #unary(variable: string | null): FilterNode {
    if (this.#isWord('not')) {
      this.#position += 1;
      return { kind: 'not', node: this.#unary(variable) };
    }
    return this.#primary(variable);
  }

  #primary(variable: string | null): FilterNode {
    const token = this.#peek();
    if (token?.type === 'punct' && token.value === '(') {
      this.#position += 1;
      const node = this.#or(variable);
      this.#expectPunct(')');
      return node;
    }
    if (this.#isWord('true')) {
      this.#position += 1;
      return { kind: 'and', nodes: [] };
    }
    if (this.#isWord('false')) {
      this.#position += 1;
      return { kind: 'or', nodes: [] };
    }
    if (this.#isWord('search.in')) return this.#searchIn();
    const field = this.#fieldPath();
    const after = this.#peek();
    if (after?.type === 'punct' && after.value === '/') {
      this.#position += 1;
      if (this.#expectWord() !== 'any') throw new ODataSyntaxError('Only any() is supported');
      return this.#any(field);
    }
    const op = this.#expectWord();
    if (!OPERATORS.includes(op as ComparisonOperator)) {
      throw new ODataSyntaxError(`Unknown operator ${op}`);
    }
    return { kind: 'compare', field, op: op as ComparisonOperator, value: this.#literal() };
  }

  #fieldPath(): string {
    let path = this.#expectWord();
    // `a/b/any(` reaches into complex fields; stop before `/any`.
    for (;;) {
      const slash = this.#peek();
      const name = this.tokens[this.#position + 1];
      const open = this.tokens[this.#position + 2];
      if (slash?.type !== 'punct' || slash.value !== '/' || name?.type !== 'word') break;
      if (name.value === 'any' && open?.type === 'punct' && open.value === '(') break;
      path += `/${name.value}`;
      this.#position += 2;
    }
    return path;
  }

  #literal(): FilterValue {
    const token = this.#next();
    switch (token.type) {
      case 'string':
      case 'date':
      case 'number':
        return token.value;
      case 'word':
        if (token.value === 'true') return true;
        if (token.value === 'false') return false;
        if (token.value === 'null') return null;
        break;
    }
    throw new ODataSyntaxError('Expected a literal');
  }

  #searchIn(): FilterNode {
    this.#position += 1;
    this.#expectPunct('(');
    const field = this.#fieldPath();
    this.#expectPunct(',');
    const list = this.#expectString();
    const next = this.#next();
    // An explicit delimiter is part of the subset: without one Azure splits on spaces and commas.
    if (next.type !== 'punct' || next.value !== ',') {
      throw new ODataSyntaxError('search.in must name its delimiter');
    }
    const delimiter = this.#expectString();
    this.#expectPunct(')');
    if (delimiter.length !== 1) throw new ODataSyntaxError('Use a single-character delimiter');
    return { kind: 'in', field, values: list.split(delimiter) };
  }

  #any(field: string): FilterNode {
    this.#expectPunct('(');
    const variable = this.#expectWord();
    this.#expectPunct(':');
    const body = this.#or(variable);
    this.#expectPunct(')');
    return { kind: 'any', field, values: lambdaValues(body, variable) };
  }
}

/** The values of an `any` body: `search.in(v, …)` or `v eq 'a' or v eq 'b'`. */
function lambdaValues(body: FilterNode, variable: string): string[] {
  if (body.kind === 'in' && body.field === variable) return body.values;
  const clauses = body.kind === 'or' ? body.nodes : [body];
  return clauses.map((clause) => {
    if (
      clause.kind === 'compare' &&
      clause.field === variable &&
      clause.op === 'eq' &&
      typeof clause.value === 'string'
    ) {
      return clause.value;
    }
    throw new ODataSyntaxError('Unsupported any() body');
  });
}

/** Parses an OData filter of the subset back into a filter tree. */
export function parseODataFilter(text: string): FilterNode {
  return new Parser(tokenize(text)).parse();
}

/** Parses `field asc, other desc`. */
export function parseODataOrderBy(text: string): { field: string; direction: 'asc' | 'desc' }[] {
  return text.split(',').map((part) => {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_/]*)(?:\s+(asc|desc))?\s*$/.exec(part);
    if (!match) throw new ODataSyntaxError(`Invalid orderby ${JSON.stringify(part)}`);
    return { field: match[1]!, direction: (match[2] ?? 'asc') as 'asc' | 'desc' };
  });
}
