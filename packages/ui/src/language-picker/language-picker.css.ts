import { below } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../utilities/visually-hidden.css';

/** The form. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The label, with a globe so the control is recognisable in any language. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/**
 * The label's words: on a phone the globe stands for them, so the select and its button share one
 * line; screen readers still read them (the select's name is unchanged).
 */
export const labelText = style({ '@media': { [below.sm]: visuallyHiddenRules } });

/** The select. */
export const select = style({
  minBlockSize: vars.layout.touchTarget,
  // The longest option ("Portuguese (Portugal) (Português (Portugal))") would otherwise set the
  // width and push the submit button onto a second line of the header bar.
  flex: '1 1 7rem',
  minInlineSize: 0,
  maxInlineSize: '15rem',
  // The same 15rem as its width before the flex line shrinks it (the longest option is wider),
  // named so that the browser need not measure the options to find it. To measure them it shapes
  // all 70 labels, whose native names are in some twenty scripts, each with its own fallback
  // font to find and load: 35–165 ms of layout on the project machine, ×4 on Lighthouse's
  // phone, on every page (e2e/language-picker-layout.spec.ts).
  inlineSize: '15rem',
  paddingInline: vars.space.xsmall,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
