import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The page header. */
export const root = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The brand bar: the organization's colour, full width. */
export const bar = style({
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  // An accent stripe under the bar carries the second school colour.
  borderBlockEnd: `4px solid ${vars.color.accent}`,
  // Printers leave backgrounds out: the name in the text colour, or it would be white on white.
  '@media': { print: { backgroundColor: 'transparent', color: vars.color.text } },
});

// On the brand colour the focus ring takes the bar's text colour: the theme guarantees that pair.
globalStyle(`${bar} :focus-visible`, { outlineColor: vars.color.brandContrast });

/** Centres the bar's content at the page width. */
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  // The language row sits close under the name on a phone (issue #48: the first screen is the page's).
  rowGap: vars.space.xxsmall,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  minBlockSize: '4rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  '@media': { [mq.md]: { minBlockSize: '5rem', paddingInline: vars.space.large } },
});

/** The site's identity: the link home and, under it, the organization the site is part of. */
export const identity = style({
  // Takes the room the toggles leave and wraps the name, rather than pushing them onto a row of
  // their own.
  flex: '1 1 0',
  minInlineSize: 0,
  marginInlineEnd: 'auto',
});

/** Logo and site name, one link home. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.layout.touchTarget,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: 'inherit', textDecoration: 'underline' } },
});

/** The logo: a fixed box so it takes its space before it loads (no layout shift). */
export const logo = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  objectFit: 'contain',
  '@media': {
    [mq.sm]: { inlineSize: '2.75rem', blockSize: '2.75rem' },
    [mq.md]: { inlineSize: '3.5rem', blockSize: '3.5rem' },
  },
});

/** "Part of <the district>": under the site name, at every width. */
export const parent = style({
  margin: 0,
  paddingBlockEnd: vars.space.xxsmall,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.tight,
});

/**
 * The parent organization's link, in the sentence: it flows with "Part of" (two lines on a phone,
 * not three); as a link in a sentence it needs no 24 px box (WCAG 2.5.8), the padding still
 * widens what a finger hits.
 */
export const parentLink = style({
  paddingBlock: '4px',
  color: 'inherit',
  fontWeight: vars.typography.fontWeight.strong,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: 'inherit', textDecorationThickness: '2px' } },
});

/** The site name. */
export const siteName = style({
  // A size smaller on a phone: a district's long name beside the toggles takes 64 px of the first
  // screen rather than 75 (issue #48).
  fontSize: vars.typography.fontSize.standard,
  fontWeight: vars.typography.fontWeight.strong,
  lineHeight: vars.typography.lineHeight.tight,
  '@media': {
    [mq.sm]: { fontSize: vars.typography.fontSize.large },
    [mq.md]: { fontSize: vars.typography.fontSize.xlarge },
  },
});

/**
 * Extra controls in the bar (the language picker), rendered once. Below `md` the bar has no room
 * beside the name and toggles, so they take a row of their own under them: a parent on a phone
 * finds the language without opening the menu. From `md` up they sit before the toggles.
 */
export const utilities = style({
  order: 1,
  flexBasis: '100%',
  paddingBlockEnd: vars.space.xxsmall,
  '@media': {
    [mq.md]: { order: 0, flexBasis: 'auto', paddingBlockEnd: 0 },
    print: { display: 'none' },
  },
});

/** The toggle buttons. */
export const toggles = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  '@media': { print: { display: 'none' } },
});

/** A toggle button, or without JavaScript a `<summary>`. */
export const toggle = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minInlineSize: vars.layout.touchTarget,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xsmall,
  border: `2px solid transparent`,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.brandContrast,
  fontSize: vars.typography.fontSize.xsmall,
  fontWeight: vars.typography.fontWeight.strong,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover, &[aria-expanded="true"]': { borderColor: vars.color.brandContrast },
  },
});

/** The menu toggle is only for narrow screens; from `md` up the menu is always shown. */
export const menuToggle = style({ '@media': { [mq.md]: { display: 'none' } } });

/** Panels below the bar share the page width. */
export const panel = style({
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  '@media': { [mq.md]: { paddingInline: vars.space.large } },
});

/**
 * The menu panel: above the floating notifications (z-index 50), which would otherwise cover the
 * open menu's last entries and its language picker on a phone.
 */
export const menuPanel = style({
  position: 'relative',
  zIndex: 60,
  backgroundColor: vars.color.surface,
  '@media': { print: { display: 'none' } },
});

/** The menu panel while closed: hidden on narrow screens, always shown from `md` up. */
export const menuPanelClosed = style({
  display: 'none',
  '@media': { [mq.md]: { display: 'block' } },
});

/**
 * A no-JavaScript disclosure in the bar, where its toggle will be. It holds nothing: open, it shows
 * `panel` below the bar, the panel the client's toggle will control, which pushes the page down as
 * the toggle does. A browser without `:has()` could not open it, so there it steps aside and the
 * panel is shown from the start instead (the panels' `BeforeScript` styles).
 */
function disclosureShowing(panel: string) {
  const disclosure = style({ '@supports': { 'not selector(:has(*))': { display: 'none' } } });
  globalStyle(`${root}:has(${disclosure}[open]) ${panel}`, {
    '@media': { screen: { display: 'block' } },
  });
  return disclosure;
}

/** The menu's no-JavaScript disclosure. */
export const menuDisclosure = disclosureShowing(menuPanelClosed);

/** The menu panel before the client has taken over: shown where no disclosure can open it. */
export const menuPanelBeforeScript = style({
  '@supports': { 'not selector(:has(*))': { display: 'block' } },
});

/** The search panel. */
export const searchPanel = style({
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { print: { display: 'none' } },
});

/** The search panel before the client has taken over: shown while its disclosure is open. */
export const searchPanelBeforeScript = style({
  display: 'none',
  '@supports': { 'not selector(:has(*))': { display: 'block' } },
});

/** The search's no-JavaScript disclosure. */
export const searchDisclosure = disclosureShowing(searchPanelBeforeScript);

/** Quick actions under the menu. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  marginBlockStart: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

/** One quick action. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } },
});

/**
 * A no-JavaScript disclosure's summary, a toggle as a block: no line box around it, so it is
 * exactly a toggle's size.
 */
export const fallbackSummary = style({
  display: 'flex',
  // Open, it looks like a pressed toggle.
  selectors: { 'details[open] > &': { borderColor: vars.color.brandContrast } },
});
