import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The explanation, the search box and the way home: first, a reading line wide. */
export const waysOn = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: vars.layout.readingWidth,
  marginBlockEnd: vars.space.xlarge,
});

/** What happened, in plain words. */
export const explanation = style({
  margin: 0,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
});

/** The way home (a list, so more ways can join it). */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: vars.typography.fontWeight.strong,
});

/** The five feeds: the site's panel grid, parted by a little more than its gap (no margins). */
export const feeds = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
