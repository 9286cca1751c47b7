import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The list's box. */
export const root = style({
  marginBlock: vars.space.large,
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
});

/** The heading. */
export const title = style({ fontSize: vars.typography.fontSize.large });

/** The list. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** One link, a full-width 44px row. */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xxsmall,
});
