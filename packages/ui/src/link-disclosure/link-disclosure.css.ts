import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The disclosure: a block of its own, so opening it never reflows its neighbours sideways. */
export const root = style({ display: 'block' });

/** The summary: the control, a 44px row with the browser's own open/closed marker. */
export const summary = style({
  display: 'list-item',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.strong,
});

/** The links: as many columns as fit, flowing with the writing direction (mirrors in RTL). */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  columnGap: vars.space.medium,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.small,
  listStyle: 'none',
});

/** A link, a 44px row. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
});
