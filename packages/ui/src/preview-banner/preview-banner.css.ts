import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** A striped caution bar, unmistakable for real content. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.text,
  borderBlockEnd: `4px solid ${vars.color.caution}`,
});

/** The message. */
export const message = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
