import { vars } from '@district/theme/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';

/** Every button and button-styled link. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: `2px solid transparent`,
  borderRadius: vars.radius.medium,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.standard,
  fontWeight: vars.typography.fontWeight.strong,
  lineHeight: vars.typography.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Colour schemes, by the weight of the action. */
export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.brandContrast,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.brandHover,
        color: vars.color.brandContrast,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.link,
    borderColor: 'currentColor',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.brandSoft,
        color: vars.color.linkHover,
      },
    },
  },
  tertiary: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.brandSoft,
        color: vars.color.linkHover,
      },
    },
  },
  critical: {
    backgroundColor: vars.color.critical,
    color: vars.color.criticalContrast,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.text, color: vars.color.surface },
    },
  },
});

/** Sizes; `small` still keeps a 44px touch target. */
export const size = styleVariants({
  standard: {},
  small: {
    fontSize: vars.typography.fontSize.small,
    paddingInline: vars.space.small,
  },
});

/** Stretches the button across its container (phones). */
export const block = style({ inlineSize: '100%' });
