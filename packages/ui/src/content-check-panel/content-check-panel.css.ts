import { vars } from '@district/theme/contract.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The panel: a plain box above the page, set apart from the content by its border. */
export const root = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

/** The panel's title. */
export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
});

/** The summary line. */
export const summary = style({ margin: 0 });

/** A section's title: the page's body or one message. */
export const sectionTitle = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  fontSize: vars.typography.fontSize.standard,
});

/** The list of findings. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});

/** One finding. */
export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
});

globalStyle(`${item} > p`, { margin: 0 });

/** Criterion and "corrected on publish": quieter than the problem itself. */
export const meta = style({
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textMuted,
});

const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  marginInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.small,
  border: '1px solid currentColor',
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.small,
});

/** The severity, in words (colour only repeats it). */
export const badge = styleVariants({
  error: [badgeBase, { backgroundColor: vars.color.criticalSoft, color: vars.color.text }],
  warning: [badgeBase, { backgroundColor: vars.color.cautionSoft, color: vars.color.text }],
  advice: [badgeBase, { backgroundColor: vars.color.infoSoft, color: vars.color.text }],
});

// Preview only marks elements with `data-check` (the server adds it): every element at fault has
// a dashed outline, and the one a finding's link leads to (`:target`) a thick solid one, without
// JavaScript. Outlines take no space, so the page's layout is the published page's.
globalStyle('[data-check]', {
  outline: `2px dashed ${vars.color.critical}`,
  outlineOffset: '2px',
});

globalStyle('[data-check]:target', {
  outline: `4px solid ${vars.color.critical}`,
  outlineOffset: '4px',
  backgroundColor: vars.color.cautionSoft,
  scrollMarginBlock: '6rem',
});
