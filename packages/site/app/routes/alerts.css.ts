import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The page's column: one at 360 px, the choices beside the channels on wide screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A group of choices (which schools, which alerts). */
export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
});

/** A fieldset's legend, as a field's label reads. */
export const legend = style({
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.large,
  marginBlockEnd: vars.space.xxsmall,
  padding: 0,
});

/** Hint under a legend or label. */
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.small,
  margin: 0,
});

/** One checkbox or radio with its label: the whole row is the touch target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.layout.touchTarget,
  cursor: 'pointer',
});

/** The box or circle, large enough for a thumb. */
export const control = style({
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  flex: 'none',
  margin: 0,
  accentColor: vars.color.brand,
});

/** A label above its control. */
export const label = style({ fontWeight: vars.typography.fontWeight.strong, display: 'block' });

/** The language list and the e-mail field. */
export const input = style({
  minBlockSize: vars.layout.touchTarget,
  inlineSize: '100%',
  maxInlineSize: vars.layout.readingWidth,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

/** A field and its words, stacked. */
export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  marginBlockEnd: vars.space.medium,
});

/** A field's error message. */
export const error = style({
  color: vars.color.critical,
  fontWeight: vars.typography.fontWeight.strong,
  margin: 0,
});

/** One way of receiving alerts (this device, e-mail): a bordered panel. */
export const channel = style({
  border: `${vars.layout.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});

/** A channel's heading. */
export const channelTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.large,
  margin: 0,
});

/** What a channel says after an attempt. */
export const status = style({ margin: 0, fontWeight: vars.typography.fontWeight.strong });

/** A form's buttons side by side, wrapping at 360 px. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

/** The other schools' disclosure. */
export const more = style({ marginBlockStart: vars.space.xsmall });

/** Its summary: a full touch target, keeping the browser's disclosure triangle (a list item). */
export const summary = style({
  display: 'list-item',
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.link,
  listStylePosition: 'inside',
});

/** The other schools: one column at 360 px, as many as fit beyond. */
export const moreList = style({
  display: 'grid',
  columnGap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});
