import { type FooterNoticeLine, NoticeLines } from '@district/ui/footer/footer';
import { Icon } from '@district/ui/icon/icon';
import * as styles from './interpreter-disclosure.css';

/**
 * The interpreter notice beside the language list (docs/behaviour.md#languages), a native
 * `<details>`: the footer's sentences, each in its own language, untouched by any translator.
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
