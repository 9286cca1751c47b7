/**
 * In-process evaluation of the search filter tree and ordering, with the semantics Azure AI Search
 * gives the OData `$filter` and `$orderby` the Azure adapter compiles from the same tree. The
 * embedded search adapter uses these so both adapters answer a query alike.
 */
import type { FilterNode, FilterValue, OrderBy } from './query';

/** A value read from a document, normalised for comparison. */
type Comparable =
  | { type: 'null' }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'date'; value: number };

// An ISO 8601 date or date-time: what the indexes store in Edm.DateTimeOffset fields.
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Reads a field of a document; `a/b` (OData) and `a.b` paths reach into nested objects. */
export function readField(document: Record<string, unknown>, field: string): unknown {
  if (field in document) return document[field];
  const parts = field.split(/[/.]/);
  let current: unknown = document;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function fromFilterValue(value: FilterValue): Comparable {
  if (value === null) return { type: 'null' };
  if (value instanceof Date) return { type: 'date', value: value.getTime() };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'number') return { type: 'number', value };
  return { type: 'boolean', value };
}

/** Reads a document value; `asDate` parses ISO strings when the other side is a date. */
function fromDocumentValue(raw: unknown, asDate: boolean): Comparable | undefined {
  if (raw === null || raw === undefined) return { type: 'null' };
  if (raw instanceof Date) return { type: 'date', value: raw.getTime() };
  if (typeof raw === 'string') {
    if (asDate) {
      if (!ISO_DATE.test(raw)) return undefined;
      const time = Date.parse(raw);
      return Number.isNaN(time) ? undefined : { type: 'date', value: time };
    }
    return { type: 'string', value: raw };
  }
  if (typeof raw === 'number') return { type: 'number', value: raw };
  if (typeof raw === 'boolean') return { type: 'boolean', value: raw };
  // Collections and objects cannot be compared as single values.
  return undefined;
}

function ordinal(a: string | number, b: string | number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

function evaluateCompare(
  raw: unknown,
  op: 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge',
  filterValue: FilterValue,
): boolean {
  const right = fromFilterValue(filterValue);
  const left = fromDocumentValue(raw, right.type === 'date');
  // A value of another type never equals; OData would reject the query, we answer "no match".
  if (left === undefined) return op === 'ne';
  if (left.type === 'null' || right.type === 'null') {
    // OData: `x eq null` matches missing values; ordering against null is always false.
    const bothNull = left.type === 'null' && right.type === 'null';
    if (op === 'eq') return bothNull;
    if (op === 'ne') return !bothNull;
    return false;
  }
  if (left.type !== right.type) return op === 'ne';
  if (left.type === 'boolean' || right.type === 'boolean') {
    // Booleans only support equality in OData.
    if (op === 'eq') return left.value === right.value;
    if (op === 'ne') return left.value !== right.value;
    return false;
  }
  const order = ordinal(left.value as string | number, right.value as string | number);
  switch (op) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
  }
}

/** Whether `document` matches the filter tree, as Azure AI Search evaluates the compiled OData. */
export function evaluateFilter(node: FilterNode, document: Record<string, unknown>): boolean {
  switch (node.kind) {
    case 'and':
      return node.nodes.every((child) => evaluateFilter(child, document));
    case 'or':
      return node.nodes.some((child) => evaluateFilter(child, document));
    case 'not':
      return !evaluateFilter(node.node, document);
    case 'compare':
      return evaluateCompare(readField(document, node.field), node.op, node.value);
    case 'in': {
      const value = readField(document, node.field);
      // search.in compares strings exactly, case-sensitively.
      return typeof value === 'string' && node.values.includes(value);
    }
    case 'any': {
      const value = readField(document, node.field);
      if (!Array.isArray(value)) return false;
      return value.some((item) => typeof item === 'string' && node.values.includes(item));
    }
  }
}

function typeRank(value: Comparable): number {
  switch (value.type) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'number':
      return 2;
    case 'date':
      return 3;
    case 'string':
      return 4;
  }
}

function sortValue(raw: unknown): Comparable {
  if (typeof raw === 'string' && ISO_DATE.test(raw) && raw.length > 10) {
    const time = Date.parse(raw);
    if (!Number.isNaN(time)) return { type: 'date', value: time };
  }
  return fromDocumentValue(raw, false) ?? { type: 'null' };
}

function compareValues(a: Comparable, b: Comparable): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (a.type === 'null' || b.type === 'null') return 0;
  if (a.type === 'boolean' && b.type === 'boolean') return Number(a.value) - Number(b.value);
  return ordinal(a.value as string | number, b.value as string | number);
}

/**
 * Compares two documents by the ordering keys, as Azure's `$orderby` does: nulls first when
 * ascending (and so last when descending), date-times by instant, strings ordinally (case-sensitive).
 * Returns 0 when every key ties, so a stable sort keeps the previous order.
 */
export function compareForOrder(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  orderBy: readonly OrderBy[],
): number {
  for (const key of orderBy) {
    const order = compareValues(
      sortValue(readField(a, key.field)),
      sortValue(readField(b, key.field)),
    );
    if (order !== 0) return key.direction === 'desc' ? -order : order;
  }
  return 0;
}
