import { type LanguageSet, SPEC_LANGUAGE_SET } from './language-set';
import { DEFAULT_LANGUAGE_CODE } from './languages';

/**
 * Browser tags whose region or script decides the language, and legacy or sibling codes the
 * translator names differently. Keys are lower case.
 */
const SPECIAL_TAGS: Readonly<Record<string, string>> = {
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  'zh-hant': 'zh-Hant',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  zh: 'zh-Hans',
  'pt-pt': 'pt-pt',
  'pt-br': 'pt',
  pt: 'pt',
  'sr-latn': 'sr-Latn',
  'sr-cyrl': 'sr-Cyrl',
  sr: 'sr-Cyrl',
  no: 'nb',
  nn: 'nb',
  nb: 'nb',
  tl: 'fil',
  iw: 'he',
  in: 'id',
  'tlh-latn': 'tlh-Latn',
  'tlh-piqd': 'tlh-Piqd',
  tlh: 'tlh-Latn',
  // Dari is the Persian of Afghanistan: browsers say `fa-AF`. Where the site offers no Dari, the
  // primary tag gives Persian.
  'fa-af': 'prs',
};

/**
 * The supported language for one browser language tag, or null. The region is removed
 * (`fr-CA` → `fr`), except where it picks the variant: `zh-TW`/`zh-HK` → `zh-Hant`,
 * `zh-CN`/`zh` → `zh-Hans`, `pt-PT` → `pt-pt`, `pt-BR` → `pt`; `sr` → `sr-Cyrl`,
 * `no`/`nn` → `nb`, `tl` → `fil`, `iw` → `he`, `fa-AF` → `prs` (Dari). Only languages of
 * `languages` are answered (the 70 of docs/behaviour.md#supported-languages by default): a hidden
 * one is as unknown as a made-up one.
 */
export function languageFromTag(
  tag: string | null | undefined,
  languages: LanguageSet = SPEC_LANGUAGE_SET,
): string | null {
  const parts = (tag ?? '').trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean);
  const [primary, second] = parts;
  if (!primary) return null;
  // Most specific first: `zh-hant-tw` is decided by its script, `zh-tw` by its region.
  for (const key of [second ? `${primary}-${second}` : null, primary]) {
    const special = key ? SPECIAL_TAGS[key] : undefined;
    if (special && languages.has(special)) return special;
  }
  return languages.find(primary)?.code ?? null;
}

/** The default language from the browser language (`navigator.language`), else `en`. */
export function defaultLanguage(
  browserLanguage: string | null | undefined,
  languages: LanguageSet = SPEC_LANGUAGE_SET,
): string {
  return languageFromTag(browserLanguage, languages) ?? DEFAULT_LANGUAGE_CODE;
}

/**
 * The default language from an `Accept-Language` header: tags in order of their q-value (ties
 * keep header order; `q=0` means "not this one"), the first one `languages` offers wins, else
 * `en`.
 */
export function languageFromAcceptLanguage(
  header: string | null | undefined,
  languages: LanguageSet = SPEC_LANGUAGE_SET,
): string {
  const candidates = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((candidate) => candidate.tag !== '' && candidate.tag !== '*' && candidate.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const candidate of candidates) {
    const code = languageFromTag(candidate.tag, languages);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE_CODE;
}
