import { describe, expect, it } from 'vitest';
import { languageSchema } from '../entities/language';
import {
  findLanguage,
  isSupportedLanguage,
  LANGUAGES,
  languageDirection,
  languageOptionLabel,
  languageOptions,
} from './languages';

const SUPPORTED_CODES = [
  'af',
  'ar',
  'bg',
  'bn',
  'bs',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fil',
  'fj',
  'fr',
  'ga',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'kn',
  'ko',
  'lt',
  'lv',
  'mg',
  'mi',
  'ml',
  'ms',
  'mt',
  'mww',
  'nb',
  'nl',
  'otq',
  'pa',
  'pl',
  'pt',
  'pt-pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sm',
  'sr-Cyrl',
  'sr-Latn',
  'sv',
  'sw',
  'ta',
  'te',
  'th',
  'tlh-Latn',
  'tlh-Piqd',
  'to',
  'tr',
  'ty',
  'uk',
  'ur',
  'vi',
  'yua',
  'yue',
  'zh-Hans',
  'zh-Hant',
];

describe('supported languages', () => {
  it('lists exactly the 70 languages of docs/behaviour.md#supported-languages, in order', () => {
    expect(SUPPORTED_CODES).toHaveLength(70);
    expect(LANGUAGES.map((l) => l.code)).toEqual(SUPPORTED_CODES);
  });

  it('gives every language a valid shape with English and native names', () => {
    for (const language of LANGUAGES) {
      expect(languageSchema.parse(language)).toEqual(language);
      expect(language.name.length).toBeGreaterThan(0);
      expect(language.nativeName.length).toBeGreaterThan(0);
    }
  });

  it('writes ar, fa, he and ur right to left and everything else left to right', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual([
      'ar',
      'fa',
      'he',
      'ur',
    ]);
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
    expect(languageDirection('xx')).toBe('ltr');
  });

  it('names the two Portuguese variants', () => {
    expect(findLanguage('pt')?.name).toBe('Portuguese (Brazil)');
    expect(findLanguage('pt-pt')?.name).toBe('Portuguese (Portugal)');
  });

  it('labels each option name (nativeName)', () => {
    expect(languageOptionLabel({ name: 'Spanish', nativeName: 'Español' })).toBe(
      'Spanish (Español)',
    );
    const options = languageOptions();
    expect(options).toHaveLength(70);
    expect(options.find((o) => o.value === 'de')).toEqual({
      value: 'de',
      label: 'German (Deutsch)',
      dir: 'ltr',
    });
  });

  it('checks support by exact code', () => {
    expect(isSupportedLanguage('zh-Hans')).toBe(true);
    expect(isSupportedLanguage('tlh-Piqd')).toBe(true);
    expect(isSupportedLanguage('zh-hans')).toBe(false);
    expect(isSupportedLanguage('zh')).toBe(false);
    expect(isSupportedLanguage('')).toBe(false);
  });

  it('finds a language by code case-insensitively', () => {
    expect(findLanguage(' ZH-hant ')?.code).toBe('zh-Hant');
    expect(findLanguage('xx')).toBeNull();
    expect(findLanguage(null)).toBeNull();
  });
});
