import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** A card: raised surface, subtle border, the whole card a target when it has one link. */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  blockSize: '100%',
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.raised,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:has(a:hover)': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.floating },
  },
  // A card is not cut across two sheets.
  '@media': { print: { breakInside: 'avoid', boxShadow: 'none' } },
});

/** The card's image: fixed ratio so it reserves its space before it loads. */
export const image = style({
  display: 'block',
  inlineSize: `calc(100% + 2 * ${vars.space.medium})`,
  maxInlineSize: 'none',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  marginBlockStart: `calc(-1 * ${vars.space.medium})`,
  marginInline: `calc(-1 * ${vars.space.medium})`,
  borderStartStartRadius: vars.radius.medium,
  borderStartEndRadius: vars.radius.medium,
});

/** The card's title. */
export const title = style({ margin: 0, fontSize: vars.typography.fontSize.large });

/** The title link; its ::after stretches over the card so the whole card is the target. */
export const titleLink = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
  },
});

/** Small print: dates, file types, job titles. */
export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.small,
});

/** The summary. */
export const summary = style({ margin: 0 });

/** A definition-style list of contact details. */
export const details = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

/** A contact line: icon + text. */
export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
});

/** Contact actions sit above the card's stretched link. */
export const action = style({
  position: 'relative',
  zIndex: 1,
  minBlockSize: '1.5rem',
  display: 'inline-block',
});

/** A round portrait. */
export const portrait = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.brandSoft,
});

/** A postal address, upright. */
export const address = style({ fontStyle: 'normal' });

/** One line of an address. */
export const addressLine = style({ display: 'block' });
