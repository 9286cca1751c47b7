import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The district's note on a reviewed translation (docs/behaviour.md#reviewed-translations): a
 * framed line under the page's lead, so a family sees a person stands behind the words.
 */
export const note = style({
  marginBlockEnd: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderInlineStart: `calc(${vars.layout.borderWidth} * 4) solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  fontSize: vars.typography.fontSize.small,
});
