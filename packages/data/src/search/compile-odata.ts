/**
 * Compiles core's filter tree to an Azure AI Search OData `$filter`. Values only ever appear as
 * escaped literals, field names are checked against the OData identifier grammar, and every
 * sub-expression is parenthesised, so no value can change the structure of the filter.
 */
import type { FilterNode, FilterValue } from '@district/core/search/query';

/**
 * Delimiters tried for `search.in`, in order. The delimiter is always named explicitly: the
 * default (space and comma) would split values such as `Delays and Closures`.
 */
export const SEARCH_IN_DELIMITERS = ['|', '~', '^', '¦', ',', ';', '#', '!', '§', '¬', '`'];

// OData identifiers, with `/` for sub-fields of complex fields.
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/;

/** The lambda variable of `any`; it cannot clash with a field because it is only used inside. */
export const LAMBDA_VARIABLE = 't';

function field(name: string): string {
  if (!FIELD_PATH.test(name)) throw new Error(`Invalid search field name: ${JSON.stringify(name)}`);
  return name;
}

/** An OData string literal: single-quoted, `'` doubled. */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** An OData literal for any filter value; dates become DateTimeOffset literals (ISO, no quotes). */
export function odataLiteral(value: FilterValue): string {
  if (value === null) return 'null';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('Invalid date in search filter');
    return value.toISOString();
  }
  switch (typeof value) {
    case 'string':
      return odataString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error('Non-finite number in search filter');
      return String(value);
  }
}

/** The first delimiter no value contains, or null when every candidate appears somewhere. */
export function chooseDelimiter(values: readonly string[]): string | null {
  return SEARCH_IN_DELIMITERS.find((d) => values.every((value) => !value.includes(d))) ?? null;
}

/**
 * Whether `search.in` can carry these values. Empty strings cannot (consecutive delimiters are not
 * a value), and neither can values that contain every candidate delimiter.
 */
function searchInDelimiter(values: readonly string[]): string | null {
  if (values.some((value) => value === '')) return null;
  return chooseDelimiter(values);
}

function equalityChain(subject: string, values: readonly string[]): string {
  return values.map((value) => `${subject} eq ${odataString(value)}`).join(' or ');
}

/** `search.in(subject, 'a|b', '|')`, or an `eq … or …` chain when no delimiter fits. */
function membership(subject: string, values: readonly string[]): string {
  const delimiter = searchInDelimiter(values);
  if (delimiter === null) return equalityChain(subject, values);
  return `search.in(${subject}, ${odataString(values.join(delimiter))}, ${odataString(delimiter)})`;
}

/**
 * Compiles a filter tree. Deliberate edge cases:
 * - an empty `and` is `true`, an empty `or` is `false`;
 * - an empty value list of `in`/`any` is `false`: "one of nothing" matches nothing. A builder
 *   that means "no restriction" leaves the clause out instead of passing an empty list.
 */
export function compileFilter(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
    case 'or': {
      if (node.nodes.length === 0) return node.kind === 'and' ? 'true' : 'false';
      if (node.nodes.length === 1) return compileFilter(node.nodes[0]!);
      return node.nodes.map((child) => `(${compileFilter(child)})`).join(` ${node.kind} `);
    }
    case 'not':
      return `not (${compileFilter(node.node)})`;
    case 'compare':
      return `${field(node.field)} ${node.op} ${odataLiteral(node.value)}`;
    case 'in':
      if (node.values.length === 0) return 'false';
      return membership(field(node.field), node.values);
    case 'any':
      if (node.values.length === 0) return 'false';
      return `${field(node.field)}/any(${LAMBDA_VARIABLE}: ${membership(LAMBDA_VARIABLE, node.values)})`;
  }
}

/** `field asc, other desc`. */
export function compileOrderBy(
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[],
): string {
  return orderBy.map((key) => `${field(key.field)} ${key.direction}`).join(', ');
}

/** Azure facet expressions: `categories,count:1000`, or the bare field. */
export function compileFacets(facets: readonly { field: string; count?: number }[]): string[] {
  return facets.map((facet) => {
    if (facet.count === undefined) return field(facet.field);
    if (!Number.isInteger(facet.count) || facet.count < 1) {
      throw new Error(`Invalid facet count for ${facet.field}`);
    }
    return `${field(facet.field)},count:${facet.count}`;
  });
}
