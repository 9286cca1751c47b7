import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The footer's organization and category options, one disclosure under the other. */
export const chromeOptions = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

/** The language picker and the interpreter notice beside it, on one row while they fit. */
export const languageRow = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
});
