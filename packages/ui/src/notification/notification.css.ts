import { vars } from '@district/theme/contract.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Every notification: icon, text, actions, dismiss. */
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.text,
});

/** The four types look different at a glance (SPEC section 9, type values). */
export const type = styleVariants({
  // A full-width strip across the top of the page.
  banner: { borderBlockEnd: `1px solid ${vars.color.border}` },
  // A card that floats over the page's bottom corner (placed by the notifications area).
  floating: {
    borderRadius: vars.radius.medium,
    borderInlineStart: '6px solid',
    boxShadow: vars.elevation.floating,
    backgroundColor: vars.color.surface,
  },
  // A box inside the page content.
  inline: {
    borderRadius: vars.radius.small,
    borderInlineStart: '6px solid',
  },
  // A compact one-line status ("Schools open on time").
  status: {
    alignItems: 'center',
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    fontSize: vars.typography.fontSize.small,
  },
});

/** Tone by importance: soft background, coloured edge and icon; emergencies are solid. */
export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
  success: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
  alert: { backgroundColor: vars.color.cautionSoft, borderColor: vars.color.caution },
  emergency: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
});

/** An emergency banner: the page's strongest signal, white on the critical colour. */
export const emergencyBanner = style({
  backgroundColor: vars.color.critical,
  color: vars.color.criticalContrast,
  // On paper (no backgrounds) in the text colour, framed in the critical colour.
  '@media': {
    print: { color: vars.color.text, border: `3px solid ${vars.color.critical}` },
  },
});
globalStyle(`${emergencyBanner} a, ${emergencyBanner} button`, {
  color: vars.color.criticalContrast,
  '@media': { print: { color: vars.color.text } },
});
// On the critical colour the focus ring takes the text colour, which the theme keeps at 4.5:1.
globalStyle(`${emergencyBanner} :focus-visible`, { outlineColor: vars.color.criticalContrast });

/** Icon colour by importance (on the soft backgrounds these meet 4.5:1). */
export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.positive },
  alert: { color: vars.color.caution },
  emergency: { color: vars.color.critical },
  onCritical: { color: 'inherit' },
});

/** The icon. */
export const icon = style({ marginBlockStart: '0.15em', inlineSize: '1.5em', blockSize: '1.5em' });

/** Title, description and links. */
export const body = style({ flex: '1 1 auto', minInlineSize: 0 });

/** The title. */
export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.standard,
  fontWeight: vars.typography.fontWeight.strong,
  lineHeight: vars.typography.lineHeight.tight,
});

/** The description. */
export const description = style({ margin: 0, marginBlockStart: vars.space.xxsmall });

/** Call to action and detail links. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xsmall,
});
globalStyle(`${links} a`, { color: 'inherit', fontWeight: vars.typography.fontWeight.strong });

/** The dismiss button: a 44px square with a visible cross. */
export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgb(0 0 0 / 0.08)' } },
  '@media': { print: { display: 'none' } },
});

/** The dismiss control's form: no box of its own, the button sits where a bare button would. */
export const dismissForm = style({ display: 'contents' });
