/**
 * Copying and freezing the JSON-like data the CMS and search answer with: what the embedded
 * adapters and the reader's cache hand to each request.
 */

/**
 * A deep copy of JSON-like data: several times faster than `structuredClone`, which dominated a
 * request's data cost when every read was copied. Anything else (a Date, a Map) still goes through
 * `structuredClone`.
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Freezes JSON-like data in depth, so a caller that tries to change it fails loudly (a TypeError
 * in strict code) instead of changing what other requests read. Free on data already frozen.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
