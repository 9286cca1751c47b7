/**
 * The interpreter notice (docs/behaviour.md#languages): one sentence per featured language, written
 * by people; a language without one is left out, never machine-translated.
 */
import type { Interpreter } from '@district/core/org/org-config';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CATALOGS } from './catalog.server';

/** A piece of a notice's sentence: words, or the phone number or e-mail address as a link. */
export interface NoticePart {
  text: string;
  href?: string;
}

/** One featured language's sentence, with its own `lang` and direction. */
export interface InterpreterLine {
  lang: string;
  dir: 'ltr' | 'rtl';
  parts: readonly NoticePart[];
}

const KEY = 'interpreter.notice';

/** A language's code and direction (core's `Language`, structurally). */
type LanguageDirection = { code: string; dir: 'ltr' | 'rtl' };

/** The notice's sentences: the reader's language first, then the featured ones; none without a line. */
export function interpreterNotice(
  interpreter: Interpreter | undefined,
  featured: readonly LanguageDirection[],
  reader: LanguageDirection,
): InterpreterLine[] {
  if (!interpreter) return [];
  const values: Record<string, NoticePart> = {
    phone: { text: interpreter.phone, href: `tel:${interpreter.phone.replace(/[^\d+]/g, '')}` },
    email: { text: interpreter.email, href: `mailto:${interpreter.email}` },
  };
  const ordered = [reader, ...featured.filter(({ code }) => code !== reader.code)];
  const lines: InterpreterLine[] = [];
  for (const { code, dir } of ordered) {
    const message = CATALOGS[code]?.[KEY];
    if (message === undefined) continue;
    const parts = parse(message).map((element): NoticePart => {
      if (element.type === TYPE.literal) return { text: element.value };
      if (element.type === TYPE.argument && values[element.value]) return values[element.value]!;
      throw new Error(`${code} ${KEY}: only {phone} and {email} may be used`);
    });
    lines.push({ lang: code, dir, parts });
  }
  return lines;
}

/** The notice's short title ("Free interpreters") in the reader's language, else English. */
export function interpreterTitle(readerCode: string): { text: string; lang?: 'en' } {
  const own = CATALOGS[readerCode]?.['interpreter.short'];
  if (own !== undefined) return { text: own };
  return { text: CATALOGS.en?.['interpreter.short'] ?? 'Free interpreters', lang: 'en' };
}
