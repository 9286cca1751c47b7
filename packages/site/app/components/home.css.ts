import { mq } from '@district/theme/breakpoints';
import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The organization's phone in the home page's welcome band: a tappable `tel:` link. */
export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.typography.fontSize.large,
  fontWeight: vars.typography.fontWeight.strong,
  color: 'inherit',
  textDecoration: 'underline',
  selectors: { '&:hover': { color: 'inherit', textDecorationThickness: '3px' } },
});

/**
 * The top tasks on the home page: on a phone the menu is closed, so these are found without it;
 * from `md` up the header shows them, so they are not repeated.
 */
export const topTasks = style({
  '@media': { [mq.md]: { display: 'none' }, print: { display: 'none' } },
});

export const topTaskList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One task: a whole-cell target, icon and label. */
export const topTask = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.layout.touchTarget,
  blockSize: '100%',
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.typography.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandSoft, textDecoration: 'underline' } },
});
