import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** A feed panel. */
export const root = style({ marginBlock: vars.space.xlarge });

/**
 * Icon and title, the "more" link under them: in the same place in every panel, whether the
 * panel is a third of the home page or a page's full width (at the row's end, it sat beside a
 * short title and under a long one, side by side on the home page).
 */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  marginBlockEnd: vars.space.medium,
  paddingBlockEnd: vars.space.xsmall,
  borderBlockEnd: `3px solid ${vars.color.accent}`,
});

/** The title. */
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.typography.fontSize.xlarge,
});

/** The title's icon, in the link colour (meets 3:1 for graphics on the surface). */
export const icon = style({ color: vars.color.link });

/** The "more" link. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: '1.5rem',
  fontWeight: vars.typography.fontWeight.strong,
});

/** The panel's items. */
export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The subscription links: the word, then the links, wrapping on a phone. */
export const subscribe = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xxsmall,
});

/** "Subscribe". */
export const subscribeLabel = style({
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.textMuted,
});

/**
 * One way to subscribe: an outlined link a touch target high (44 px, past WCAG 2.5.8's 24 px), so a
 * thumb finds it among its neighbours on a phone.
 */
export const subscribeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.layout.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.strong,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
