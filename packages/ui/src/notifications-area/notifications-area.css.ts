import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The area. */
export const root = style({});

/** Banners, inline and status notifications, in page flow under the header. */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Banners run edge to edge, but status and floating notifications are boxes lined up with the page
// content, not cut by the window's edges.
const lined = `${top} > li > [data-type="status"], ${top} > li > [data-type="floating"]`;
globalStyle(lined, {
  marginBlockStart: vars.space.xsmall,
  marginInline: `max(${vars.space.medium}, calc((100% - ${vars.layout.contentWidth}) / 2 + ${vars.space.medium}))`,
  '@media': {
    [mq.md]: {
      marginBlockStart: vars.space.small,
      marginInline: `max(${vars.space.large}, calc((100% - ${vars.layout.contentWidth}) / 2 + ${vars.space.large}))`,
    },
  },
});

// Floating notifications sit in the page flow as one-line disclosures (see the Notification
// component): fixed over the corner, the opened card covered a third of a phone's screen and
// the page's heading on arrival, half the screen at 400 % zoom, and pushed its links out of its
// box with increased text spacing. On paper they are left out, like the buttons.
globalStyle(`${top} > li:has(> [data-type="floating"])`, {
  '@media': { print: { display: 'none' } },
});

/** The toggle-all bar. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.xsmall,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingInline: vars.space.medium,
  // The page content's edge from `md` up, where the alerts link starts the line.
  '@media': { [mq.md]: { paddingInline: vars.space.large } },
});

// The link at the line's start (toolbarStart) lines up with the notices' edge: the two fit one
// line of a 360 px phone in Spanish too.
globalStyle(`${toolbar} > a`, { paddingInlineStart: 0 });

/** The toggle-all button: a quiet link-like button, at the line's end edge. */
export const toggleAll = style({
  marginInlineStart: 'auto',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xsmall,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontSize: vars.typography.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover } },
  '@media': { print: { display: 'none' } },
});
