import type { ConfigurationItem } from '../entities/configuration';
import type { ConfigurationValue } from '../entities/page';

/**
 * Configuration lookup (docs/behaviour.md#entity-configuration). An item's raw value is its
 * `value`, else its `defaultValue`; a page's `configurationValues` entry with the same category and
 * name overrides it.
 */

/** Finds the raw JSON string of one setting, page override first; null when nothing is set. */
export function findConfigurationValue(
  items: readonly ConfigurationItem[],
  category: string,
  name: string,
  pageValues: readonly ConfigurationValue[] = [],
): string | null {
  const override = pageValues.find(
    (entry) =>
      entry.configurationCategory === category &&
      entry.configurationName === name &&
      !isBlank(entry.value),
  );
  if (override) return override.value;
  const item = items.find((entry) => entry.category === category && entry.name === name);
  if (!item) return null;
  return isBlank(item.value) ? item.defaultValue : item.value;
}

/**
 * One setting, parsed as JSON, an empty list when unset (docs/behaviour.md#entity-configuration).
 * When the value is missing or empty the caller's default is returned. "Empty" means: no item, a
 * blank string, JSON that does not parse, or JSON `null`, `""`, `[]` or `{}` — a CMS field left at
 * its empty list is not a decision to turn a feature off, so the caller's default applies.
 */
export function getConfigurationSetting<T = unknown>(
  items: readonly ConfigurationItem[],
  category: string,
  name: string,
  options: { defaultValue?: T; pageValues?: readonly ConfigurationValue[] } = {},
): T {
  const fallback = (options.defaultValue ?? []) as T;
  const parsed = parseJson(findConfigurationValue(items, category, name, options.pageValues));
  return isEmptyValue(parsed) ? fallback : (parsed as T);
}

/**
 * Groups settings into `category → name → value`, page overrides applied. Values are parsed JSON;
 * a value that is not JSON is kept as the raw string (theme tokens are sometimes written bare).
 */
export function groupConfiguration(
  items: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[] = [],
): Record<string, Record<string, unknown>> {
  const grouped: Record<string, Record<string, unknown>> = {};
  for (const item of items) {
    const raw = findConfigurationValue(items, item.category, item.name, pageValues);
    if (raw === null) continue;
    const parsed = parseJson(raw);
    const byName = grouped[item.category] ?? {};
    byName[item.name] = parsed === undefined ? raw : parsed;
    grouped[item.category] = byName;
  }
  return grouped;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** JSON.parse that answers `undefined` instead of throwing. */
export function parseJson(raw: string | null | undefined): unknown {
  if (isBlank(raw)) return undefined;
  try {
    return JSON.parse(raw as string);
  } catch {
    return undefined;
  }
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
