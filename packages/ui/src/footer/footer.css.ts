import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The page footer. */
export const root = style({
  marginBlockStart: vars.space.xxlarge,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockStart: `4px solid ${vars.color.brand}`,
  fontSize: vars.typography.fontSize.small,
});

/** Columns: contact, quick links, footer links; stacked on phones. */
export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  '@media': { [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr', paddingInline: vars.space.large } },
});

// On paper the footer is the organization's contact block: its link lists are of no use there.
globalStyle(`${inner} > nav`, { '@media': { print: { display: 'none' } } });

/** The interpreter notice: a band above the columns, a sentence per language. */
export const interpreter = style({
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingBlockStart: vars.space.large,
  paddingInline: vars.space.medium,
  fontSize: vars.typography.fontSize.standard,
  '@media': { [mq.md]: { paddingInline: vars.space.large } },
});

/** One sentence of the notice; its links wrap anywhere rather than overflow a phone's width. */
export const interpreterLine = style({
  marginBlock: `0 ${vars.space.small}`,
  overflowWrap: 'anywhere',
});

/** A column heading. */
export const heading = style({ fontSize: vars.typography.fontSize.standard });

/** A list of links. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A footer link, a 44px row. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.layout.touchTarget,
});

/** Social links in a row. */
export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { print: { display: 'none' } },
});

/** A social link: a 44px square icon button. */
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover, color: vars.color.brandContrast },
  },
});

/** The secondary logo's link: the image alone, with room above it. */
export const logoLink = style({
  display: 'inline-block',
  marginBlockStart: vars.space.large,
});

/** The secondary logo: 64px tall; as wide as its own proportions make it, up to the column. */
export const logo = style({
  display: 'block',
  blockSize: '4rem',
  inlineSize: 'auto',
  maxInlineSize: '100%',
});

/** The organization's contact block. */
export const contact = style({ fontStyle: 'normal' });

/** One line of the contact block. */
export const contactLine = style({ display: 'block' });

/** The bottom strip. */
export const bottom = style({
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentWidth,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  '@media': { print: { display: 'none' } },
});
