/**
 * A route's own interface strings in the reader's language: hand-written, else machine-translated,
 * else English. A table is in one language as a whole (a failed or placeholder-losing translation
 * leaves it all English), so the page can mark it with one `lang` (WCAG 3.1.2).
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

/** A route's table from the catalogs' `prefix.` group: languages whose catalog has the whole group. */
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
