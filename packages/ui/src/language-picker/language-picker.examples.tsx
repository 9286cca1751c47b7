import type { LanguagePickerProps } from './language-picker';

const languages = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'fa', name: 'Persian', nativeName: 'فارسی' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
];

/** Named examples of {@link LanguagePicker}. */
export const examples = {
  english: { languages, current: 'en' },
  arabicOnSearch: {
    languages,
    current: 'ar',
    hiddenFields: { q: 'bus routes', lang: 'ar' },
    action: '/search',
  },
  featuredFirst: {
    featured: [
      { code: 'en', name: 'English', nativeName: 'English' },
      { code: 'so', name: 'Somali', nativeName: 'Soomaali' },
    ],
    languages: languages.filter((language) => language.code !== 'en'),
    groupLabels: { featured: 'Common languages', other: 'More languages' },
    current: 'so',
  },
} satisfies Record<string, LanguagePickerProps>;
