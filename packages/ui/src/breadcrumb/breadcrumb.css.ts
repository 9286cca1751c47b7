import { below } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The breadcrumb trail. */
export const root = style({
  fontSize: vars.typography.fontSize.small,
  marginBlock: vars.space.medium,
});

/** The list: wraps on phones rather than scrolling sideways. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One crumb. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

// On a phone the current page's crumb, which the heading right under it repeats, stays on the
// trail's line, cut with an ellipsis, rather than taking a line or two of the first screen
// (issue #48); it wraps only when the crumbs before it leave it less than 6em.
globalStyle(`${item}:last-child:not(:first-child)`, {
  '@media': { [below.sm]: { flex: '1 1 0', minInlineSize: '6em' } },
});
globalStyle(`${item}:last-child:not(:first-child) > a`, {
  '@media': {
    [below.sm]: {
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

/** A crumb's link; padded to a 24px-high target. */
export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxsmall,
  selectors: { '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none' } },
});

/** The separator chevron. */
export const separator = style({
  color: vars.color.textMuted,
  inlineSize: '1em',
  blockSize: '1em',
});
