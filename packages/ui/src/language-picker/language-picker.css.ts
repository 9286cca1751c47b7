import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

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

/** The select. */
export const select = style({
  minBlockSize: vars.layout.touchTarget,
  maxInlineSize: '100%',
  paddingInline: vars.space.xsmall,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
