import { below } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { visuallyHiddenRules } from '@district/ui/utilities/visually-hidden.css';
import { style } from '@vanilla-extract/css';

/** The disclosure beside the language picker; its panel opens under the whole row, on screen. */
export const root = style({});

/** The opener: a 44 px target, icon alone on a phone so the language row stays one row. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
  justifyContent: 'center',
  cursor: 'pointer',
  listStyle: 'none',
  fontSize: vars.typography.fontSize.small,
  textDecoration: 'underline',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** The summary's words: read everywhere, shown from `sm` up. */
export const summaryText = style({ '@media': { [below.sm]: visuallyHiddenRules } });

/** The sentences, one per language, over the page below the header. */
export const panel = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: 10,
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.layout.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.typography.fontSize.small,
});

/** One language's sentence. */
export const line = style({
  margin: 0,
  selectors: { '& + &': { marginBlockStart: vars.space.xsmall } },
});
