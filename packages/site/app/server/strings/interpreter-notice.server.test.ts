import { describe, expect, it } from 'vitest';
import { interpreterNotice, interpreterTitle } from './interpreter-notice.server';

const interpreter = { phone: '(719) 555-0148', email: 'interpreters@meadowlarkvalley.org' };
const featured = [
  { code: 'en', dir: 'ltr' as const },
  { code: 'es', dir: 'ltr' as const },
  { code: 'ar', dir: 'rtl' as const },
  { code: 'ht', dir: 'ltr' as const },
];
const text = (line: { parts: readonly { text: string }[] }) =>
  line.parts.map((part) => part.text).join('');

describe('the interpreter notice', () => {
  it('says it in the reader’s language first, then each featured language with a catalog', () => {
    const lines = interpreterNotice(interpreter, featured, { code: 'ar', dir: 'rtl' });
    // Haitian Creole has no catalog: left out, never machine-translated.
    expect(lines.map(({ lang, dir }) => [lang, dir])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
      ['es', 'ltr'],
    ]);
    expect(text(lines[1] as (typeof lines)[number])).toBe(
      'Free interpreters are available in your language. Call (719) 555-0148 or e-mail interpreters@meadowlarkvalley.org.',
    );
    const spanish = lines[2] as (typeof lines)[number];
    expect(spanish.parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      'tel:7195550148',
      'mailto:interpreters@meadowlarkvalley.org',
    ]);
  });

  it('adds the reader’s own language where it is not featured but has the notice', () => {
    const lines = interpreterNotice(interpreter, featured, { code: 'ru', dir: 'ltr' });
    expect(lines.map(({ lang }) => lang)).toEqual(['ru', 'en', 'es', 'ar']);
    expect(interpreterNotice(interpreter, featured, { code: 'de', dir: 'ltr' })).toHaveLength(3);
  });

  it('says nothing when the district gives no interpreter line', () => {
    expect(interpreterNotice(undefined, featured, { code: 'en', dir: 'ltr' })).toEqual([]);
  });

  it('titles it beside the language list in the reader’s language, else in English marked so', () => {
    expect(interpreterTitle('es')).toEqual({ text: 'Intérpretes gratuitos' });
    expect(interpreterTitle('so')).toEqual({ text: 'Turjubaanno bilaash ah' });
    expect(interpreterTitle('de')).toEqual({ text: 'Free interpreters', lang: 'en' });
  });
});
