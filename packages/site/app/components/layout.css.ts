import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { visuallyHiddenRules } from '@district/ui/utilities/visually-hidden.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The centred content column. */
export const container = style({
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [mq.md]: { paddingInline: vars.space.large } },
});

/** The main landmark: room above and below the page content. */
export const main = style({
  // On a phone the notices under the header start close to it: the first screen is the page's.
  paddingBlock: `${vars.space.small} ${vars.space.large}`,
  minBlockSize: '60vh',
  ':focus': { outline: 'none' },
  '@media': { [mq.md]: { paddingBlock: vars.space.xlarge } },
});

/** Page title. */
export const title = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xxlarge,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.text,
  marginBlock: `${vars.space.small} ${vars.space.large}`,
});

/** A lead paragraph under the title. */
export const lead = style({
  fontSize: vars.typography.fontSize.large,
  color: vars.color.textMuted,
  maxInlineSize: vars.layout.readingWidth,
  marginBlockEnd: vars.space.large,
});

/** Content beside an aside on wide screens. */
export const withAside = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

/** A vertical stack of sections. */
export const stack = style({ display: 'grid', gap: vars.space.xlarge, alignContent: 'start' });

/** A responsive grid of feed panels or cards. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

/** A list with no bullets, items stacked. */
export const plainList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** Rich CMS HTML. */
export const prose = style({
  maxInlineSize: vars.layout.readingWidth,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
// On paper a link cannot be followed: the address of one that leaves the site is written after it.
globalStyle(`${prose} a[href^="http"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.85em' } },
});
globalStyle(`${prose} :is(h2, h3, h4)`, {
  fontFamily: vars.typography.fontFamily.heading,
  lineHeight: vars.typography.lineHeight.tight,
  marginBlock: `${vars.space.large} ${vars.space.small}`,
});
globalStyle(`${prose} a`, {
  color: vars.color.link,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${prose} img`, { maxInlineSize: '100%', blockSize: 'auto' });
// The note the safe fixes add to a link that opens a new window (sanitize.server.ts): heard only.
globalStyle(`${prose} [data-fix="new-window"]`, visuallyHiddenRules);
globalStyle(`${prose} table`, { borderCollapse: 'collapse', inlineSize: '100%' });
globalStyle(`${prose} :is(th, td)`, {
  border: `${vars.layout.borderWidth} solid ${vars.color.border}`,
  padding: vars.space.xsmall,
  textAlign: 'start',
});

/** A section heading. */
export const sectionTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xlarge,
  lineHeight: vars.typography.lineHeight.tight,
  marginBlock: `0 ${vars.space.medium}`,
});

/** The home page's welcome band. */
export const hero = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  paddingBlock: vars.space.xlarge,
  marginBlockEnd: vars.space.xlarge,
  '@media': { [mq.md]: { paddingBlock: vars.space.xxlarge } },
});
export const heroTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xxlarge,
  lineHeight: vars.typography.lineHeight.tight,
  margin: 0,
});
export const heroText = style({
  fontSize: vars.typography.fontSize.large,
  marginBlock: `${vars.space.small} 0`,
  maxInlineSize: vars.layout.readingWidth,
});

/** A message block on a page. */
export const message = style({
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
});
export const messageHeading = style({
  fontSize: vars.typography.fontSize.large,
  fontFamily: vars.typography.fontFamily.heading,
  margin: 0,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

/** Factoids: a row of figures. */
export const factoids = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const factoid = style({
  border: `${vars.layout.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
});
export const factoidValue = style({
  display: 'block',
  fontSize: vars.typography.fontSize.xlarge,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.brand,
});

/** Quiet status text (a feed that failed, an empty list). */
export const quiet = style({
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.small,
});

/** Pagination links. */
export const pagination = style({
  display: 'flex',
  gap: vars.space.medium,
  justifyContent: 'space-between',
  marginBlockStart: vars.space.large,
});

/** A notice about the page itself (translation unavailable, form switched off). */
export const notice = style({
  background: vars.color.infoSoft,
  border: `${vars.layout.borderWidth} solid ${vars.color.info}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
});

/** Search result list items. */
export const result = style({
  borderBlockEnd: `${vars.layout.borderWidth} solid ${vars.color.border}`,
  paddingBlockEnd: vars.space.medium,
});
export const resultTitle = style({ fontSize: vars.typography.fontSize.large, margin: 0 });
export const resultUrl = style({
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.small,
  overflowWrap: 'anywhere',
});

/** A form laid out as a column. */
export const form = style({
  display: 'grid',
  gap: vars.space.large,
  maxInlineSize: vars.layout.readingWidth,
});

/** Visually hidden, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The intranet's sign-out control in the header. */
export const signOut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.typography.fontSize.small,
});

/** An event card and its "Add to calendar" link. */
/** A heading between a grouped feed's cards (a category, an owner, a day). */
export const feedGroup = style({
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.textMuted,
  margin: `${vars.space.medium} 0 ${vars.space.small}`,
  selectors: { '&:first-child': { marginBlockStart: 0 } },
});

export const eventItem = style({ display: 'grid', gap: vars.space.xxsmall });
export const addToCalendar = style({
  fontSize: vars.typography.fontSize.small,
  color: vars.color.link,
  justifySelf: 'start',
  minBlockSize: '24px',
  display: 'inline-flex',
  alignItems: 'center',
  '@media': { print: { display: 'none' } },
});
