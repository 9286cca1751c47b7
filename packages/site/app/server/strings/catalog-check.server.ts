/** The checks every interface catalog passes: valid ICU, the English arguments, CLDR plural forms. */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { argumentsOf, type Catalog } from './catalog.server';

/** One thing wrong with one message of a catalog. */
export interface CatalogProblem {
  key: string;
  problem: string;
}

function plurals(
  elements: readonly MessageFormatElement[],
): Extract<MessageFormatElement, { type: TYPE.plural }>[] {
  const found: Extract<MessageFormatElement, { type: TYPE.plural }>[] = [];
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) found.push(...plurals(option.value));
  }
  return found;
}

/** What is wrong with `catalog` (in `languageCode`) against the English one; empty when nothing. */
export function checkCatalog(
  languageCode: string,
  catalog: Catalog,
  english: Catalog,
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const categories = new Intl.PluralRules(languageCode).resolvedOptions().pluralCategories;
  for (const [key, message] of Object.entries(catalog)) {
    let elements: MessageFormatElement[];
    try {
      elements = parse(message);
    } catch (error) {
      problems.push({ key, problem: `does not parse: ${(error as Error).message}` });
      continue;
    }
    // The browser fills labels without ICU's apostrophe quoting: a typographic ’ reads the same.
    if (message.includes("'"))
      problems.push({ key, problem: "uses a straight apostrophe ('), write ’ instead" });
    const source = english[key];
    if (source === undefined) {
      problems.push({ key, problem: 'is not in the English catalog' });
      continue;
    }
    const own = argumentsOf(elements);
    const expected = argumentsOf(parse(source));
    for (const name of own)
      if (!expected.has(name))
        problems.push({ key, problem: `uses {${name}}, which the English does not` });
    for (const name of expected)
      if (!own.has(name))
        problems.push({ key, problem: `misses {${name}}, which the English has` });
    for (const plural of plurals(elements)) {
      const given = Object.keys(plural.options).filter((option) => !option.startsWith('='));
      for (const category of categories)
        if (!given.includes(category))
          problems.push({ key, problem: `plural {${plural.value}} lacks the ${category} form` });
      for (const category of given)
        if (!(categories as readonly string[]).includes(category))
          problems.push({
            key,
            problem: `plural {${plural.value}} has a ${category} form ${languageCode} never uses`,
          });
    }
  }
  return problems;
}

/** The English keys a catalog does not have yet. */
export function missingKeys(catalog: Catalog, english: Catalog): string[] {
  return Object.keys(english).filter((key) => catalog[key] === undefined);
}
