import type { Message } from '../entities/message';

/**
 * Placeholders are `$word` or `$path.sub` (letters and dots, docs/behaviour.md#entity-message). A
 * trailing dot is punctuation, not part of the path: "Welcome to $organization.title." resolves
 * `organization.title`.
 */
const PLACEHOLDER = /\$([A-Za-z]+(?:\.[A-Za-z]+)*)/g;

/** The context placeholders are looked up in: typically `{ organization, page }`. */
export type PlaceholderContext = Record<string, unknown>;

/** The value at a dotted path, own properties only (so `$constructor` never reaches a prototype). */
function valueAt(context: PlaceholderContext, path: string): unknown {
  let current: unknown = context;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Replaces each placeholder that resolves to a string; others are left as written. */
export function substitutePlaceholders(text: string, context: PlaceholderContext): string {
  return text.replace(PLACEHOLDER, (placeholder, path: string) => {
    const value = valueAt(context, path);
    return typeof value === 'string' ? value : placeholder;
  });
}

/** Applies placeholder substitution to a message's `title`, `summary` and `bodyHtml`. */
export function applyPlaceholders<T extends Pick<Message, 'title' | 'summary' | 'bodyHtml'>>(
  message: T,
  context: PlaceholderContext,
): T {
  return {
    ...message,
    title: substitutePlaceholders(message.title, context),
    summary: substitutePlaceholders(message.summary, context),
    bodyHtml: substitutePlaceholders(message.bodyHtml, context),
  };
}
