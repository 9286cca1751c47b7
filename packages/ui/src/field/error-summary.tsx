import { forwardRef, type MouseEvent } from 'react';
import * as styles from './error-summary.css';

/** One problem: its message, and the id of the control to correct (none: no link). */
export interface SummaryError {
  message: string;
  fieldId?: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The heading, in the page's language ("There is a problem"). */
  title: string;
  errors: readonly SummaryError[];
  /** Unique on the page: the heading's id. */
  id: string;
}

/**
 * GOV.UK's error summary: what is wrong with a form, at its top, each problem linking to its
 * field. Focusable (tabIndex -1) so the page can move focus to it after a post, which a screen
 * reader then reads whole; a link moves focus to the field and scrolls its label into view.
 */
export const ErrorSummary = forwardRef<HTMLElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, id },
  ref,
) {
  if (errors.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    // A region (a landmark named by its heading), so a screen reader also finds it in its list.
    <section ref={ref} id={id} className={styles.root} tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}${error.message}`}>
            {error.fieldId ? (
              <a
                className={styles.link}
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId ?? '')}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * With JavaScript, the field is focused and its label scrolled into view (GOV.UK's behaviour: a
 * bare jump to the input would hide the label above the screen's top edge on a phone). Without
 * JavaScript the link is a plain jump to the field.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}
