import { Icon } from '@district/ui/icon/icon';
import type { ReactNode } from 'react';
import * as styles from './translation-note.css';

/** Props of {@link TranslationNote}. */
export interface TranslationNoteProps {
  /** The line shown while folded ("Translated by machine"). */
  short: string;
  /** The whole note, shown once opened. */
  full: string;
  /** Each text's language when it is not the page's (a label left in English). */
  shortLang?: string;
  fullLang?: string;
  /** A link kept on the line, open or folded (the English page). */
  link?: ReactNode;
}

/** A note about the page's language, a one-line `<details>` so it spares a phone's first screen. */
export function TranslationNote({ short, full, shortLang, fullLang, link }: TranslationNoteProps) {
  return (
    <div className={styles.root} role="note">
      <details className={styles.details}>
        <summary className={styles.summary}>
          <Icon name="info" className={styles.icon} />
          <span lang={shortLang}>{short}</span>
        </summary>
        <p className={styles.full} lang={fullLang}>
          {full}
        </p>
      </details>
      {link ? <span className={styles.link}>{link}</span> : null}
    </div>
  );
}
