import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The alerts link under the notices: small, at the end edge, a full touch target. */
export const alertsLink = style({
  display: 'flex',
  justifyContent: 'flex-end',
  margin: 0,
  fontSize: vars.typography.fontSize.small,
});

// vanilla-extract's selectors may only target the class itself: the link inside is a global style.
globalStyle(`${alertsLink} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xsmall,
});
