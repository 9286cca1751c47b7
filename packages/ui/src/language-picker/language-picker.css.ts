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

/**
 * The select, as wide as the chosen language's whole label (`English (English)` was cut to
 * `English (Engli` on a 360 px phone): where the line is too short for it and the button, the
 * button moves to the next line; only a label wider than the whole line is cut.
 */
export const select = style({
  minBlockSize: vars.layout.touchTarget,
  flex: '0 1 auto',
  minInlineSize: 0,
  maxInlineSize: '100%',
  // Sized by the chosen option alone (`field-sizing: content`, Chromium 123+). A select sized the
  // usual way takes the widest of its 70+ labels, and to find it the browser shapes all of them,
  // whose native names are in some twenty scripts, each with its own fallback font to find and
  // load: 35–165 ms of layout on the project machine, ×4 on Lighthouse's phone, on every page
  // (e2e/language-picker-layout.spec.ts). Elsewhere the width is named instead: 16rem holds all
  // but the longest labels and needs no measuring either.
  inlineSize: '16rem',
  '@supports': {
    '(field-sizing: content)': { fieldSizing: 'content', inlineSize: 'auto' },
  },
  paddingInline: vars.space.xsmall,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/**
 * The submit button. On a phone a 44 px square with a chevron on the select's line, so the
 * language takes one short row of the header (issue #48: the select's row and the "Change
 * language" button on a row under it took a sixth of a 360 × 740 screen). Its words stay its
 * text, read as its name, at size 0 there: a box of their own (a visually hidden span) changed
 * the button's height by a pixel and a half in Arabic.
 */
export const submit = style({
  selectors: {
    [`${root} &`]: {
      '@media': { [below.sm]: { paddingInline: vars.space.xsmall, fontSize: 0 } },
    },
  },
});

/** The chevron: on a phone only, where it stands for the button's words. */
export const submitIcon = style({
  selectors: {
    [`${root} &`]: {
      display: 'none',
      '@media': {
        [below.sm]: { display: 'inline-block', inlineSize: '1.25rem', blockSize: '1.25rem' },
      },
    },
  },
});
