/** Stable cache keys: the same request always gives the same key, whatever its key order. */

/** Serialises a value with object keys sorted and dates as ISO strings. */
export function stableKey(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, normalise(record[key])]),
    );
  }
  return value;
}
