import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { visuallyHidden } from '../utilities/visually-hidden.css';
import * as styles from './field.css';

interface FieldBase {
  /** The visible label; also the control's accessible name. */
  label: string;
  name: string;
  /** Help shown under the label and read with the control. */
  hint?: string;
  /** The validation message; when set the control is marked invalid and reads it. */
  error?: string | null;
  /** Read before the message, in the page's language (default `Error:`). */
  errorPrefix?: string;
  id?: string;
}

/** Props of {@link Field}: an `<input>` unless `multiline`. */
export type FieldProps =
  | (FieldBase & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>)
  | (FieldBase & { multiline: true } & Omit<
        TextareaHTMLAttributes<HTMLTextAreaElement>,
        'name' | 'id'
      >);

/**
 * A labelled form control with its hint and inline error. It is the one place that wires
 * `aria-invalid` and `aria-describedby` (Epic Stack's habit), so every form reads the same way.
 */
export function Field(props: FieldProps) {
  const { label, hint, error, errorPrefix = 'Error:', id: givenId, className, ...control } = props;
  const generated = useId();
  const id = givenId ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div
      className={[styles.root, error ? styles.rootInvalid : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        // "Error:" is read before the message, as GOV.UK does, so the message is not mistaken for a hint.
        <p id={errorId} className={styles.error}>
          <span className={visuallyHidden}>{errorPrefix} </span>
          {error}
        </p>
      ) : null}
      {control.multiline ? (
        <textarea
          {...stripMultiline(control)}
          {...shared}
          className={`${styles.input} ${styles.textarea}`}
        />
      ) : (
        <input {...stripMultiline(control)} {...shared} className={styles.input} />
      )}
    </div>
  );
}

function stripMultiline<T extends { multiline?: boolean }>(control: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = control;
  return rest;
}
