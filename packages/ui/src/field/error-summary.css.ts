import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The summary: a thick border in the critical colour (GOV.UK's), so it reads as the form's
 * problem at a glance, without colour too (its heading says so).
 */
export const root = style({
  border: `5px solid ${vars.color.critical}`,
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
  maxInlineSize: vars.layout.readingWidth,
  backgroundColor: vars.color.surface,
  selectors: {
    // Focused by script after a post: the ring shows whatever the last input was.
    '&:focus': {
      outlineStyle: 'solid',
      outlineWidth: vars.layout.focusWidth,
      outlineColor: vars.color.focus,
      outlineOffset: vars.layout.focusOffset,
    },
  },
});

/** "There is a problem". */
export const title = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.large,
  marginBlock: 0,
});

/** One link per field. */
export const list = style({
  marginBlock: `${vars.space.small} 0`,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xsmall,
});

/** A link to a field: the critical colour, bold, underlined as links are. */
export const link = style({
  color: vars.color.critical,
  fontWeight: vars.typography.fontWeight.strong,
  selectors: {
    // Still the problem's colour once followed (a plain jump without JavaScript visits it).
    '&:visited, &:hover, &:active': { color: vars.color.critical },
  },
});
