import * as styles from './skip-link.css';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The id of the page's `<main>`, which should carry `tabindex="-1"` to take focus. */
  targetId?: string;
  children?: string;
}

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink({
  targetId = 'main-content',
  children = 'Skip to main content',
}: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {children}
    </a>
  );
}
