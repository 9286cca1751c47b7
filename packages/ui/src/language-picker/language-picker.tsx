import type { Language } from '@district/core/entities/language';
import { useId } from 'react';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './language-picker.css';

/**
 * One language of the picker: a language, or `[code, label]` with the label already written
 * `name (nativeName)` (the compact form a page's data carries).
 */
export type LanguageOption =
  | Pick<Language, 'code' | 'name' | 'nativeName'>
  | readonly [code: string, label: string];

function optionOf(language: LanguageOption): readonly [code: string, label: string] {
  return 'code' in language
    ? [language.code, `${language.name} (${language.nativeName})`]
    : language;
}

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  /** Every language, in the order shown; after `featured`, in a group of their own, if any. */
  languages: readonly LanguageOption[];
  /** The district's featured languages, first, in their own group (`groupLabels.featured`). */
  featured?: readonly LanguageOption[];
  /** The two groups' names, in the reader's language; `lang` when they are not in it. */
  groupLabels?: { featured: string; other: string; lang?: string };
  /** The current language code. */
  current: string;
  /** Query parameters to keep (`q` on the search page…); `lang` is the select's own. */
  hiddenFields?: Readonly<Record<string, string>>;
  /** Where the form goes; the current page by default. */
  action?: string;
  label?: string;
  submitLabel?: string;
}

/**
 * Language selection: a GET form with `<select name="lang">` and a submit button, so it works
 * with JavaScript off (`?lang=` switches the language on any route). It does not submit on
 * change: a change of context on selection surprises keyboard and screen reader users
 * (WCAG 3.2.2). Each option is labelled `name (nativeName)` and marked with its own language,
 * so a screen reader pronounces "العربية" as Arabic. The district's featured languages come
 * first in a group of their own; the order within each group is the caller's (the site orders
 * them on the server).
 */
export function LanguagePicker({
  languages,
  current,
  hiddenFields = {},
  action,
  featured = [],
  groupLabels = { featured: 'Featured languages', other: 'All languages' },
  label = 'Language',
  submitLabel = 'Change language',
}: LanguagePickerProps) {
  const id = `language-${useId().replace(/:/g, '')}`;
  const options = (list: readonly LanguageOption[]) =>
    list.map(optionOf).map(([code, text]) => (
      // `dir="ltr"`: every label begins with the English name, so on a right-to-left page
      // "Somali (Soomaali)" must not read ")Somali (Soomaali" (Chromium lays out the closed select
      // in its chosen option's direction too). `translate="no"`: each language keeps its own name,
      // so its readers find it from a page in any other language.
      <option key={code} value={code} lang={code} dir="ltr" translate="no">
        {text}
      </option>
    ));
  return (
    <form className={styles.root} method="get" action={action}>
      <label className={styles.label} htmlFor={id}>
        <Icon name="globe" />
        <span className={styles.labelText}>{label}</span>
      </label>
      <select className={styles.select} id={id} name="lang" defaultValue={current}>
        {featured.length > 0 ? (
          <>
            <optgroup label={groupLabels.featured} lang={groupLabels.lang}>
              {options(featured)}
            </optgroup>
            <optgroup label={groupLabels.other} lang={groupLabels.lang}>
              {options(languages)}
            </optgroup>
          </>
        ) : (
          options(languages)
        )}
      </select>
      {Object.entries(hiddenFields)
        .filter(([name]) => name !== 'lang')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {/* On a phone the button is a chevron on the select's line, its words read but not shown,
          so the header keeps one short row. */}
      <Button type="submit" variant="secondary" size="small" className={styles.submit}>
        <Icon name="chevron" className={styles.submitIcon} />
        {submitLabel}
      </Button>
    </form>
  );
}
