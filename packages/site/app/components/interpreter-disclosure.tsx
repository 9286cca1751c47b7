import { type FooterNoticeLine, NoticeLines } from '@district/ui/footer/footer';
import { Icon } from '@district/ui/icon/icon';
import * as styles from './interpreter-disclosure.css';

/**
 * The interpreter notice beside the language list (docs/behaviour.md#languages): folded under its
 * title in the reader's language, it opens to the same sentences as the footer, each in its own
 * language and direction, left alone by any translator. A native `<details>`: no script needed.
 */
export function InterpreterDisclosure({
  title,
  lines,
}: {
  title: { text: string; lang?: string };
  lines: readonly FooterNoticeLine[];
}) {
  if (lines.length === 0) return null;
  return (
    <details className={styles.root}>
      <summary className={styles.summary}>
        <Icon name="info" />
        <span className={styles.summaryText} lang={title.lang}>
          {title.text}
        </span>
      </summary>
      <div className={styles.panel} translate="no">
        <NoticeLines lines={lines} className={styles.line} />
      </div>
    </details>
  );
}
