import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

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
