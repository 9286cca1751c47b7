import { style } from '@vanilla-extract/css';

/** The rules of {@link visuallyHidden}, for a style that hides text only at some widths. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hides text from sight but not from screen readers (the GOV.UK `visually-hidden` recipe). */
export const visuallyHidden = style(visuallyHiddenRules);
