/**
 * A route's own interface strings (the search page's headings, the announcement list's paging, the
 * forms' labels and messages), in the reader's language. Like the chrome's (ui-strings.server.ts):
 * hand-written for the languages most families of the district read, else machine-translated,
 * else English. Each route loads only its own table, so no page carries another page's words.
 *
 * A table is shown in one language as a whole: a machine translation that fails, or that loses a
 * placeholder (`{query}`) in any string, leaves the whole table in English, so the page can mark
 * it with a single `lang` (WCAG 3.1.2) and a form never reads half in one language.
 */
import type { RequestContext } from '../http/request-context.server';
import { TranslationBatch } from '../translation/translation.server';
import { CATALOGS, catalogGroup, ENGLISH_CATALOG, type GroupKey } from './catalog.server';
import { placeholdersOf } from './ui-strings.server';

/** A route's strings: English, and the hand-written translations by language code. */
export interface StringTable<K extends string> {
  readonly english: Readonly<Record<K, string>>;
  readonly handWritten: Readonly<Record<string, Readonly<Record<K, string>>>>;
}

/**
 * A route's table read from the catalogs' `prefix.` group: English, and every language whose
 * catalog has the whole group (a language missing one of its messages is left to the machine, so
 * the table still reads in one language).
 */
export function catalogTable<P extends string>(prefix: P): StringTable<GroupKey<P>> {
  const english = catalogGroup(ENGLISH_CATALOG, prefix) as Record<GroupKey<P>, string>;
  const handWritten: Record<string, Record<GroupKey<P>, string>> = {};
  for (const [code, catalog] of Object.entries(CATALOGS)) {
    const group = catalogGroup(catalog, prefix);
    if (code !== 'en' && Object.keys(english).every((key) => key in group))
      handWritten[code] = group as Record<GroupKey<P>, string>;
  }
  return { english, handWritten };
}

/** A table's strings as a page shows them, with the language they are in. */
export interface RouteStrings<K extends string> {
  labels: Readonly<Record<K, string>>;
  /** The language code of `labels`: the reader's, or `en` where they stayed English. */
  lang: string;
}

/** The strings of `table` for the request's language. Never rejects. */
export async function loadRouteStrings<K extends string>(
  ctx: RequestContext,
  table: StringTable<K>,
): Promise<RouteStrings<K>> {
  const code = ctx.language.code;
  const english = { labels: table.english, lang: 'en' };
  if (code === 'en') return english;
  const handWritten = table.handWritten[code];
  if (handWritten) return { labels: handWritten, lang: code };
  if (!ctx.services.translation) return english;

  const labels: Record<K, string> = { ...table.english };
  const keys = Object.keys(labels) as K[];
  const status = await new TranslationBatch().add(labels, keys).run(ctx);
  if (status !== 'translated') return english;
  const intact = keys.every(
    (key) => placeholdersOf(labels[key]) === placeholdersOf(table.english[key]),
  );
  return intact ? { labels, lang: code } : english;
}
