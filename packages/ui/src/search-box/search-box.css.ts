import { vars } from '@district/theme/contract.css';
import { style } from '@vanilla-extract/css';

/** The form. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** The label. */
export const label = style({ fontWeight: vars.typography.fontWeight.strong });

/** Input and button side by side. */
export const row = style({ display: 'flex', alignItems: 'stretch' });

/** The search input. */
export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `2px solid ${vars.color.borderStrong}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.small,
  borderEndStartRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // Removes the browser's own clear button so the field looks the same everywhere.
  selectors: { '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' } },
});

/** The submit button, square to the input. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `2px solid ${vars.color.brand}`,
  borderStartEndRadius: vars.radius.small,
  borderEndEndRadius: vars.radius.small,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.typography.fontWeight.strong,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
