import { forwardRef, useId } from 'react';
import { Icon } from '../icon/icon';
import { visuallyHidden } from '../utilities/visually-hidden.css';
import * as styles from './search-box.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The current keywords, to show on the results page. */
  defaultValue?: string;
  label?: string;
  /** Hide the label visually (it is still the input's name); the header does. */
  hideLabel?: boolean;
  submitLabel?: string;
  /** Where the form goes; the site search page by default (ARCHITECTURE.md route contract). */
  action?: string;
  /** Hidden fields to keep, such as the chosen language. */
  hiddenFields?: Readonly<Record<string, string>>;
  id?: string;
}

/** The site search form: a plain GET to `/search?q=`, so it works with JavaScript off. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    defaultValue,
    label = 'Search this site',
    hideLabel = false,
    submitLabel = 'Submit search',
    action = '/search',
    hiddenFields = {},
    id,
  },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `search-${generated}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the older phone browsers many parents use (Chrome 118, Safari 17); role="search" works everywhere.
    <form className={styles.root} role="search" method="get" action={action}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={ref}
          className={styles.input}
          id={inputId}
          type="search"
          name="q"
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
        />
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button className={styles.button} type="submit">
          <Icon name="search" />
          <span className={visuallyHidden}>{submitLabel}</span>
        </button>
      </div>
    </form>
  );
});
