import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The note on a reviewed translation (docs/behaviour.md#reviewed-translations), under the lead. */
export const note = style({
  marginBlockEnd: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderInlineStart: `calc(${vars.layout.borderWidth} * 4) solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  fontSize: vars.typography.fontSize.small,
});
