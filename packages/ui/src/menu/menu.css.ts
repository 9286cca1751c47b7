import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The navigation landmark. */
export const root = style({ fontSize: vars.typography.fontSize.standard });

/** Top-level groups: stacked on phones, a row from `md` up. */
export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.md]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xxsmall } },
});

/** One group; the anchor for its dropdown on wide screens. */
export const group = style({
  position: 'relative',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.md]: { borderBlockEnd: 'none' } },
});

/** The group's disclosure button (and, without JavaScript, its `<summary>`). */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.brandSoft },
    '&[aria-expanded="true"], details[open] > &': { backgroundColor: vars.color.brandSoft },
  },
});

/** The chevron points down while the group is closed and up while it is open. */
export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transform: 'rotate(90deg)',
  selectors: {
    '[aria-expanded="true"] > &, details[open] > summary > &': { transform: 'rotate(-90deg)' },
    // Turned upright it points the same way in both directions, so the icon's right-to-left
    // mirroring (a `transform` too, which would replace the rotation and point it sideways) is
    // overridden; `html` makes these win over `[dir="rtl"] .mirrored`.
    'html[dir="rtl"] &': { transform: 'rotate(90deg)' },
    'html[dir="rtl"] [aria-expanded="true"] > &, html[dir="rtl"] details[open] > summary > &': {
      transform: 'rotate(-90deg)',
    },
  },
});

/** The list of a group's links. */
export const links = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: 0,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  '@media': {
    [mq.md]: {
      position: 'absolute',
      insetBlockStart: '100%',
      insetInlineStart: 0,
      // Above the floating notifications (50): an open menu is what the reader is looking at.
      zIndex: 60,
      minInlineSize: '16rem',
      maxInlineSize: '22rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      boxShadow: vars.elevation.floating,
    },
  },
});

// Without JavaScript a group's list follows its <details> (the client keeps the same list when it
// puts a button in the disclosure's place), shown while the disclosure is open.
globalStyle(`details:not([open]) + ${links}`, { display: 'none' });

/** A link of a group. */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, textDecoration: 'underline' },
  },
});
