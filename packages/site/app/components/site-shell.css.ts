import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The footer's organization and category options, one disclosure under the other. */
export const chromeOptions = style({
  display: 'grid',
  gap: vars.space.xsmall,
});
