import * as styles from './link-disclosure.css';

/** One link of a {@link LinkDisclosure}. */
export interface DisclosureLink {
  label: string;
  url: string;
}

/** Props of {@link LinkDisclosure}. */
export interface LinkDisclosureProps {
  /** What the links are; the summary's text and the name of their navigation region. */
  label: string;
  links: readonly DisclosureLink[];
  /** The label's language when it is not the page's (an interface string left in English). */
  labelLang?: string;
  /** The links' language when it is not the page's (content left in English, WCAG 3.1.2). */
  linksLang?: string;
  /** `no` where the links are names (the schools'): machine translation leaves them as written. */
  linksTranslate?: 'no';
}

/**
 * A named list of links behind a `<details>` summary: opens and closes with the keyboard and
 * without JavaScript, and every option is a plain link. Renders nothing without links.
 */
export function LinkDisclosure({
  label,
  links,
  labelLang,
  linksLang,
  linksTranslate,
}: LinkDisclosureProps) {
  if (links.length === 0) return null;
  return (
    <details className={styles.root}>
      <summary className={styles.summary} lang={labelLang}>
        {label}
      </summary>
      <nav aria-label={label}>
        <ul className={styles.list} lang={linksLang} translate={linksTranslate}>
          {links.map((link) => (
            <li key={link.url}>
              <a className={styles.link} href={link.url}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
