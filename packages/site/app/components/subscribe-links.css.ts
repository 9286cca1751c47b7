import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** A list page's subscription row, between its title and its cards. */
export const listSubscribe = style({ marginBlockEnd: vars.space.large });
