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

// Banners run edge to edge, but a status notification is a rounded pill: lined up with the page
// content, not cut by the window's edges.
globalStyle(`${top} > li > [data-type="status"]`, {
  marginBlockStart: vars.space.small,
  marginInline: `max(${vars.space.medium}, calc((100% - ${vars.layout.contentWidth}) / 2 + ${vars.space.medium}))`,
  '@media': {
    [mq.md]: {
      marginInline: `max(${vars.space.large}, calc((100% - ${vars.layout.contentWidth}) / 2 + ${vars.space.large}))`,
    },
  },
});

/**
 * Floating notifications stack over the bottom corner at the reading edge's end (right in
 * English, left in Arabic), so they never push the page down: no layout shift when they arrive.
 */
export const floating = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  insetInlineStart: vars.space.medium,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: '50vh',
  overflowY: 'auto',
  // Fixed, it would be printed over the content of every sheet.
  '@media': {
    [mq.sm]: { insetInlineStart: 'auto', inlineSize: '24rem' },
    print: { display: 'none' },
  },
});

/**
 * The gap kept between the page's end and the floating cards. Without JavaScript the page keeps
 * room for a typical card (16rem) and this gap; with it, `NotificationsArea` measures the cards
 * and sets the two paddings below on `html` and `body` themselves. Not through a custom property
 * on `html`: every element inherits it, so setting it restyled the whole page (a 65–90 ms style
 * recalculation after hydration on a throttled phone, for two paddings).
 */
export const floatingGap = vars.space.medium;
const room = `calc(16rem + ${floatingGap})`;

// Focus is never hidden under the floating cards (WCAG 2.2, 2.4.11): the browser scrolls a focused
// element clear of them, and the page ends with room for them, so its last links can be scrolled
// out from under them too.
globalStyle(`html:has(${floating})`, { scrollPaddingBlockEnd: room });
globalStyle(`body:has(${floating})`, {
  paddingBlockEnd: room,
  // Over the measured padding, which is set on the element.
  '@media': { print: { paddingBlockEnd: '0 !important' } },
});

/** The toggle-all bar. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingInline: vars.space.medium,
});

/** The toggle-all button: a quiet link-like button. */
export const toggleAll = style({
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontSize: vars.typography.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover } },
  '@media': { print: { display: 'none' } },
});
