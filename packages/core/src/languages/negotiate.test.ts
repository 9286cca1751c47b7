import { describe, expect, it } from 'vitest';
import { isSupportedLanguage } from './languages';
import { defaultLanguage, languageFromAcceptLanguage, languageFromTag } from './negotiate';

describe('default language', () => {
  it('removes the region from the browser language', () => {
    expect(defaultLanguage('fr-CA')).toBe('fr');
    expect(defaultLanguage('es-419')).toBe('es');
    expect(defaultLanguage('en-US')).toBe('en');
    expect(defaultLanguage('vi')).toBe('vi');
    expect(defaultLanguage('de_AT')).toBe('de');
  });

  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['pt-PT', 'pt-pt'],
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['sr', 'sr-Cyrl'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['nb-NO', 'nb'],
    ['tl', 'fil'],
    ['iw', 'he'],
    ['tlh', 'tlh-Latn'],
    ['tlh-Piqd', 'tlh-Piqd'],
    ['yue-HK', 'yue'],
  ])('maps %s to %s', (tag, code) => {
    expect(languageFromTag(tag)).toBe(code);
    expect(isSupportedLanguage(code)).toBe(true);
  });

  it('falls back to en for an unsupported or missing language', () => {
    expect(defaultLanguage('xx-YY')).toBe('en');
    expect(defaultLanguage('')).toBe('en');
    expect(defaultLanguage(undefined)).toBe('en');
    expect(languageFromTag(null)).toBeNull();
  });
});

describe('Accept-Language negotiation', () => {
  it('takes the supported language with the highest q-value', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, es-MX;q=0.9, fr;q=0.7')).toBe('es');
  });

  it('keeps header order on equal q-values, a missing q meaning 1', () => {
    expect(languageFromAcceptLanguage('ko, ja;q=1, en;q=0.8')).toBe('ko');
  });

  it('skips unsupported tags, wildcards and q=0', () => {
    expect(languageFromAcceptLanguage('xx, *, de;q=0, zh-TW;q=0.3')).toBe('zh-Hant');
    expect(languageFromAcceptLanguage('de;q=abc, it;q=0.1')).toBe('it');
  });

  it('falls back to en', () => {
    expect(languageFromAcceptLanguage('xx-YY, *;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage(null)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
  });
});
