import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The alerts link's line under the notices: small, at the end edge. */
export const alertsLink = style({
  display: 'flex',
  justifyContent: 'flex-end',
  margin: 0,
  fontSize: vars.typography.fontSize.small,
});

/** The link itself: a full touch target. */
export const alertsAnchor = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xsmall,
});
