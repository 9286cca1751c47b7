import { describe, expect, it } from 'vitest';
import { languageSchema } from '../entities/language';
import {
  ADDABLE_LANGUAGES,
  DEFAULT_LANGUAGE_SETTINGS,
  languageSet,
  languageSettingsSchema,
  SPEC_LANGUAGE_SET,
} from './language-set';
import { LANGUAGES } from './languages';
import { languageFromAcceptLanguage, languageFromTag } from './negotiate';

const settings = (input: unknown) => languageSettingsSchema.parse(input);
const codes = (choices: readonly (readonly [string, string])[]) => choices.map(([code]) => code);
const labels = (choices: readonly (readonly [string, string])[]) =>
  choices.map(([, label]) => label);

describe('the languages a district offers', () => {
  it('offers the 70 supported languages and nothing else without settings, none featured', () => {
    expect(SPEC_LANGUAGE_SET.languages).toEqual(LANGUAGES);
    expect(SPEC_LANGUAGE_SET.groups.featured).toEqual([]);
    expect(SPEC_LANGUAGE_SET.groups.other).toHaveLength(70);
  });

  it('by default adds Somali, Amharic, Nepali, Burmese, Pashto and Dari and hides Klingon', () => {
    const set = languageSet(settings({}));
    expect(set.languages).toHaveLength(70 + 6 - 2);
    for (const code of ['so', 'am', 'ne', 'my', 'ps', 'prs'])
      expect(set.has(code), code).toBe(true);
    expect(set.has('tlh-Latn')).toBe(false);
    expect(set.has('tlh-Piqd')).toBe(false);
    expect(set.find('ps')).toEqual({ code: 'ps', name: 'Pashto', nativeName: 'پښتو', dir: 'rtl' });
    expect(set.find('prs')?.dir).toBe('rtl');
    for (const code of ['so', 'am', 'ne', 'my']) expect(set.find(code)?.dir, code).toBe('ltr');
    for (const language of ADDABLE_LANGUAGES)
      expect(languageSchema.parse(language)).toEqual(language);
  });

  it('puts the featured languages first, in their own group, each group in alphabetical order', () => {
    const { featured, other } = languageSet(settings({})).groups;
    expect(labels(featured)).toEqual([
      'Arabic (العربية)',
      'English (English)',
      'Somali (Soomaali)',
      'Spanish (Español)',
      'Vietnamese (Tiếng Việt)',
    ]);
    expect(codes(other)).not.toContain('es');
    expect(other).toHaveLength(74 - 5);
    // Alphabetical by label, not by code: Spanish is no longer between English and Estonian.
    const otherLabels = labels(other);
    expect(otherLabels.slice(0, 4)).toEqual([
      'Afrikaans (Afrikaans)',
      'Amharic (አማርኛ)',
      'Bangla (বাংলা)',
      'Bosnian (Bosanski)',
    ]);
    expect(otherLabels.indexOf('Estonian (Eesti)')).toBeLessThan(
      otherLabels.indexOf('Fijian (Na Vosa Vakaviti)'),
    );
    expect(otherLabels.indexOf('Persian (فارسی)')).toBeLessThan(
      otherLabels.indexOf('Polish (Polski)'),
    );
    expect(otherLabels.indexOf('Pashto (پښتو)')).toBeLessThan(
      otherLabels.indexOf('Persian (فارسی)'),
    );
    expect(otherLabels.at(-1)).toBe("Yucatec Maya (Maaya T'aan)");
    const english = new Intl.Collator('en', { sensitivity: 'base' });
    for (let i = 1; i < otherLabels.length; i += 1) {
      expect(
        english.compare(otherLabels[i - 1] ?? '', otherLabels[i] ?? ''),
        `${otherLabels[i - 1]} before ${otherLabels[i]}`,
      ).toBeLessThanOrEqual(0);
    }
  });

  it('computes the groups once per settings object', () => {
    const parsed = settings({ featured: ['so'] });
    expect(languageSet(parsed)).toBe(languageSet(parsed));
    expect(languageSet(parsed).groups).toBe(languageSet(parsed).groups);
  });

  it('lets a district add and hide languages, and feature none', () => {
    const set = languageSet(
      settings({
        featured: [],
        add: [{ code: 'ti', name: 'Tigrinya', nativeName: 'ትግር', dir: 'ltr' }],
        hide: ['fj', 'to'],
      }),
    );
    expect(set.has('ti')).toBe(true);
    expect(set.has('so')).toBe(false);
    expect(set.has('fj')).toBe(false);
    expect(set.has('tlh-Latn')).toBe(true);
    expect(set.languages).toHaveLength(70 + 1 - 2);
    expect(set.groups.featured).toEqual([]);
    expect(codes(set.groups.other)).toContain('ti');
  });

  it('finds a language case-insensitively but knows codes exactly', () => {
    const set = languageSet(settings({}));
    expect(set.find(' ZH-hant ')?.code).toBe('zh-Hant');
    expect(set.find('PRS')?.code).toBe('prs');
    expect(set.find('tlh-latn')).toBeNull();
    expect(set.find('')).toBeNull();
    expect(set.has('zh-hans')).toBe(false);
  });
});

describe('language settings', () => {
  const message = (input: unknown) => {
    const result = languageSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes each field’s default when it is left out', () => {
    expect(settings({})).toEqual({
      featured: [...DEFAULT_LANGUAGE_SETTINGS.featured],
      add: [...DEFAULT_LANGUAGE_SETTINGS.add],
      hide: [...DEFAULT_LANGUAGE_SETTINGS.hide],
    });
    expect(settings({ hide: [] }).hide).toEqual([]);
  });

  it('refuses a featured language the site does not offer, naming the field', () => {
    expect(message({ featured: ['en', 'xx'] })).toEqual([
      expect.stringMatching(
        /^featured\.1: languages\.featured: "xx" is not a language of the site/,
      ),
    ]);
    expect(message({ featured: ['tlh-Latn'] })?.[0]).toMatch(/languages\.featured: "tlh-Latn"/);
    expect(message({ featured: ['zh-hans'] })?.[0]).toMatch(/codes are exact/);
    expect(message({ featured: ['es', 'es'] })?.[0]).toMatch(/"es" is listed twice/);
  });

  it('refuses hiding English or a language the site does not have', () => {
    expect(message({ hide: ['en'] })?.[0]).toMatch(
      /^hide\.0: languages\.hide: "en" is the language/,
    );
    expect(message({ hide: ['xx'] })?.[0]).toMatch(
      /^hide\.0: languages\.hide: "xx" is not a language/,
    );
  });

  it('refuses an added language that is already there or badly written', () => {
    expect(
      message({ add: [{ code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr' }] })?.[0],
    ).toMatch(/^add\.0\.code: languages\.add: "es" is already a language of the site/);
    expect(
      message({
        add: [{ code: 'Somali', name: 'Somali', nativeName: 'Soomaali', dir: 'ltr' }],
      })?.[0],
    ).toMatch(/^add\.0\.code: languages\.add: "Somali" is not a language code/);
    expect(
      message({ add: [{ code: 'so', name: 'Somali', nativeName: ' ', dir: 'ltr' }] })?.[0],
    ).toMatch(/nativeName/);
    expect(message({ add: [{ code: 'so', name: 'Somali', nativeName: 'Soomaali' }] })?.[0]).toMatch(
      /^add\.0\.dir/,
    );
  });
});

describe('negotiation within a district’s languages', () => {
  const set = languageSet(settings({}));

  it('answers only the languages the district offers', () => {
    expect(languageFromTag('so-SO', set)).toBe('so');
    expect(languageFromTag('so-SO')).toBeNull();
    expect(languageFromTag('ps-AF', set)).toBe('ps');
    expect(languageFromTag('tlh', set)).toBeNull();
    expect(languageFromTag('tlh')).toBe('tlh-Latn');
    expect(languageFromAcceptLanguage('tlh, so;q=0.8', set)).toBe('so');
    expect(languageFromAcceptLanguage('tlh-Piqd, xx', set)).toBe('en');
  });

  it('gives Dari to Persian of Afghanistan where the district offers it, else Persian', () => {
    expect(languageFromTag('fa-AF', set)).toBe('prs');
    expect(languageFromTag('fa-IR', set)).toBe('fa');
    expect(languageFromTag('fa-AF')).toBe('fa');
  });
});
