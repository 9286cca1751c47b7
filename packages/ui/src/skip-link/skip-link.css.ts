import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** Off-screen until focused, then a clear bar at the top of the page (GOV.UK's skip link). */
export const root = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  zIndex: 1000,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.typography.fontWeight.strong,
  // Kept in the layout (not `display: none`) so it is the first thing Tab reaches.
  transform: 'translateY(-120%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});
