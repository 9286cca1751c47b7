import { Icon } from '../icon/icon';
import * as styles from './preview-banner.css';

/** Props of {@link PreviewBanner}. */
export interface PreviewBannerProps {
  /** The same page without `?preview`. */
  exitUrl: string;
}

/**
 * Tells an editor they are looking at preview mode (unpublished content, no caching). A plain
 * region read in page order, not a live region: it is there from the first paint. An editors'
 * tool in English on every page, marked so on a page in another language (WCAG 3.1.2).
 */
export function PreviewBanner({ exitUrl }: PreviewBannerProps) {
  return (
    <section className={styles.root} aria-label="Preview mode" lang="en" dir="ltr">
      <p className={styles.message}>
        <Icon name="alert" />
        <span>
          <strong>Preview.</strong> You are seeing content that may not be published yet.
        </span>
      </p>
      <a href={exitUrl}>Leave preview</a>
    </section>
  );
}
