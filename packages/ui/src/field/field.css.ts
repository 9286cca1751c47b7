import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The field's wrapper. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginBlockEnd: vars.space.large,
});

/** Field with an error: a bar on the start edge ties label, message and input together. */
export const rootInvalid = style({
  borderInlineStart: `4px solid ${vars.color.critical}`,
  paddingInlineStart: vars.space.small,
});

/** The label. */
export const label = style({ fontWeight: vars.typography.fontWeight.strong });

/** Hint text under the label. */
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.small,
});

/** The error message. */
export const error = style({
  color: vars.color.critical,
  fontWeight: vars.typography.fontWeight.strong,
});

/** The input or textarea. */
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
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

/** Textareas start tall enough for a short message. */
export const textarea = style({ minBlockSize: '8rem', resize: 'vertical' });
