import { below } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { visuallyHiddenRules } from '@district/ui/utilities/visually-hidden.css';
import { style } from '@vanilla-extract/css';

/**
 * The disclosure: beside the language picker, in the header's colours. Its panel is placed against
 * the language row (positioned), so it opens under the whole row, inside the screen.
 */
export const root = style({});

/**
 * The line that opens it: a 44 px target; on a phone the icon alone (its words read, not shown),
 * so the language row of the header stays one row.
 */
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
