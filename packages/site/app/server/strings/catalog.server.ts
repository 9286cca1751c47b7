/**
 * The interface's words: one ICU catalog per language, written by people
 * (docs/contributing.md#translating-the-interface); each string module reads its key group.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import ar from './catalogs/ar.json' with { type: 'json' };
import en from './catalogs/en.json' with { type: 'json' };
import es from './catalogs/es.json' with { type: 'json' };
import ru from './catalogs/ru.json' with { type: 'json' };
import so from './catalogs/so.json' with { type: 'json' };
import vi from './catalogs/vi.json' with { type: 'json' };
import zhHans from './catalogs/zh-Hans.json' with { type: 'json' };

/** A key of the English catalog (`ui.menu`). */
export type EnglishKey = keyof typeof en;

/** The keys of one group of the English catalog, without the prefix (`menu` for `ui.menu`). */
export type GroupKey<P extends string> = EnglishKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;

/** A catalog: message key to ICU message. */
export type Catalog = Readonly<Record<string, string>>;

const catalogSchema = z.record(z.string().regex(/^[a-zA-Z]+\.[a-zA-Z]+$/), z.string().min(1));

function readCatalog(code: string, json: unknown): Catalog {
  const parsed = catalogSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`The ${code} interface catalog is malformed: ${parsed.error.message}`);
  return parsed.data;
}

/** The English catalog, the source every other catalog translates. */
export const ENGLISH_CATALOG: Catalog = readCatalog('en', en);

/** The catalogs written by people, by language code (English included). */
export const CATALOGS: Readonly<Record<string, Catalog>> = {
  en: ENGLISH_CATALOG,
  es: readCatalog('es', es),
  vi: readCatalog('vi', vi),
  'zh-Hans': readCatalog('zh-Hans', zhHans),
  ar: readCatalog('ar', ar),
  ru: readCatalog('ru', ru),
  // Somali: the interpreter notice only so far; the rest of its interface is machine-translated.
  so: readCatalog('so', so),
};

/** The messages of one group (`form.`) of a catalog, keyed without the prefix. */
export function catalogGroup(catalog: Catalog, prefix: string): Record<string, string> {
  const group: Record<string, string> = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (key.startsWith(`${prefix}.`)) group[key.slice(prefix.length + 1)] = message;
  }
  return group;
}

const formatters = new Map<string, IntlMessageFormat>();

/** A catalog message formatted with `values` in its language (CLDR plurals, `Intl` numbers). */
export function formatMessage(
  languageCode: string,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const message = CATALOGS[languageCode]?.[key];
  if (message === undefined) throw new Error(`No ${languageCode} interface message ${key}`);
  const cacheKey = `${languageCode}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, languageCode);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values));
}

/** The names of a message's arguments (`{count}`, `{count, plural, …}`), nested ones included. */
export function argumentsOf(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.tag)
      names.add(element.value as string);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options))
        for (const name of argumentsOf(option.value)) names.add(name);
    }
  }
  return names;
}

/** A message's argument names, sorted and joined, or undefined when it does not parse. */
export function messageArguments(message: string): string | undefined {
  try {
    return [...argumentsOf(parse(message))].sort().join(',');
  } catch {
    return undefined;
  }
}

/** A catalog message as a `fillLabel` label: a plural whose non-`one` forms read alike becomes plain. */
export function labelOf(message: string): string {
  const elements = parse(message);
  const [only] = elements;
  if (elements.length !== 1 || only?.type !== TYPE.plural) return message;
  // The form as a plain template, or undefined where it holds more than text and arguments.
  const template = (option: { value: MessageFormatElement[] }) => {
    let text = '';
    for (const element of option.value) {
      if (element.type === TYPE.literal) text += element.value;
      else if (element.type === TYPE.pound) text += `{${only.value}}`;
      else if (element.type === TYPE.argument) text += `{${element.value}}`;
      else return undefined;
    }
    return text;
  };
  const forms = Object.entries(only.options)
    .filter(([category]) => category !== 'one')
    .map(([, option]) => template(option));
  const [first] = forms;
  const simple = first !== undefined && forms.every((form) => form === first);
  return simple ? first : message;
}
