import { vars } from '@district/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The note: one framed line, the link to the English page beside its words. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  marginBlockEnd: vars.space.xsmall,
  paddingInline: vars.space.small,
  background: vars.color.infoSoft,
  border: `${vars.layout.borderWidth} solid ${vars.color.info}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.typography.fontSize.small,
});

/** The folded note; it takes the room the link leaves. */
export const details = style({ flex: '1 1 auto', minInlineSize: 0 });

/** The line that opens the note: a 44 px target with a marker that turns when it is open. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
globalStyle(`${summary}::after`, { content: '"▾" / ""' });
globalStyle(`${details}[open] > ${summary}::after`, { content: '"▴" / ""' });

/** The info icon, in the note's colour. */
export const icon = style({ color: vars.color.info });

/** The whole note, once opened. */
export const full = style({
  margin: 0,
  paddingBlockEnd: vars.space.xsmall,
  maxInlineSize: vars.layout.readingWidth,
});

/** The link to the English page: a line of its own only when the note's line is too short. */
export const link = style({ paddingBlock: vars.space.xxsmall });
// A link on a line of its own is no link in a sentence: it gets WCAG 2.5.8's 24 px.
globalStyle(`${link} a`, { display: 'inline-block', minBlockSize: '24px' });
