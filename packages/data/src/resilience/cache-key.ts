/** Stable cache keys: the same request always gives the same key, whatever its key order. */

/**
 * Serialises a value as `JSON.stringify` would after sorting every object's keys, with dates as
 * `{"$date": ISO string}`. Written straight into one string: it runs for every read of every
 * request (a search query is a tree of a few dozen nodes), and building a sorted copy first and
 * then stringifying it cost twice as much.
 */
export function stableKey(value: unknown): string {
  return write(value) as string;
}

/** The JSON text of `value`, or undefined where JSON.stringify leaves a value out. */
function write(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value instanceof Date) return `{"$date":${JSON.stringify(value.toISOString())}}`;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += `${i ? ',' : ''}${write(value[i]) ?? 'null'}`;
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(record).sort()) {
    const written = write(record[key]);
    if (written === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${written}`;
  }
  return `${out}}`;
}
