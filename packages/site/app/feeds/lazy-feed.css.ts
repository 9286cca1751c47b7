import { vars } from '@district/theme/contract.css';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

// A row's lines, fixed so the space a feed holds is the space its rows take (see `reserve`).
const titleLine = '1.5rem';
const metaLine = '1.375rem';
const rowPadding = vars.space.xsmall;
const rowGap = vars.space.xsmall;
/** A row: two lines of title, one of detail, and its padding (5.375rem, 86 px). */
const rowBlockSize = `calc(2 * ${titleLine} + ${metaLine} + 2 * ${rowPadding})`;
/** Three rows and the gaps between them (ERROR_PAGE_FEED_ITEMS in lazy-feed.tsx). */
const reserve = `calc(3 * ${rowBlockSize} + 2 * ${rowGap})`;

/** Gives back the space held for a feed: the page's script never took over. */
const release = keyframes({ to: { minBlockSize: 0 } });

/** Holds the space only where scripts run: without JavaScript, and in print, panels are compact. */
const scriptedScreen = 'screen and (scripting: enabled)';

/**
 * A feed of the error page: its list holds three rows' height from the first paint whatever comes,
 * so nothing below moves (CLS 0). Without `data-state` the space is given back after 10 s.
 */
export const feed = style({});

/** The grid's gap parts the panels: the panel's own margins would double it on a phone. */
globalStyle(`${feed} > section`, { marginBlock: 0 });

globalStyle(`${feed} > section > :is(ul, p)`, {
  '@media': {
    [scriptedScreen]: { minBlockSize: reserve, marginBlock: 0 },
  },
});

globalStyle(`${feed} > section > ul`, {
  gridTemplateColumns: '1fr',
  alignContent: 'start',
  gap: rowGap,
});

/** Faint bars where the rows will be, so a slow feed reads as loading rather than a gap. */
globalStyle(`${feed} > section > p:empty`, {
  '@media': {
    [scriptedScreen]: {
      backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.surfaceRaised} 0 ${rowBlockSize}, transparent ${rowBlockSize} calc(${rowBlockSize} + ${rowGap}))`,
    },
  },
});

globalStyle(`${feed}:not([data-state]) > section > p:empty`, {
  '@media': { [scriptedScreen]: { animation: `${release} 0s 10s forwards` } },
});

/** One item: its title and a line about it, in a box of a fixed height. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minBlockSize: rowBlockSize,
  paddingBlock: rowPadding,
  paddingInline: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.text,
});

/** A row that goes to the item: the whole row is the link, a big target; its title underlined. */
export const rowLink = style({
  textDecoration: 'none',
  selectors: { '&:hover': { borderInlineStartColor: vars.color.link } },
});

/** The title: two lines at most, so the row keeps its height (the link's name keeps it whole). */
export const rowTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.typography.fontSize.standard,
  lineHeight: titleLine,
  fontWeight: vars.typography.fontWeight.strong,
  overflowWrap: 'anywhere',
});

globalStyle(`${rowLink} ${rowTitle}`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${rowLink}:hover ${rowTitle}`, { color: vars.color.linkHover });

/** The line about the item (its date, its type): one line, cut with an ellipsis if longer. */
export const rowMeta = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.typography.fontSize.small,
  lineHeight: metaLine,
  color: vars.color.textMuted,
});
