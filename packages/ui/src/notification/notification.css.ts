import { vars } from '@district/theme/contract.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Every notification: icon, text, actions, dismiss. */
export const root = style({
  listStyle: 'none',
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.text,
});

/** The four types look different at a glance (docs/behaviour.md#notification-kinds). */
export const type = styleVariants({
  // A full-width strip across the top of the page.
  banner: { borderBlockEnd: `1px solid ${vars.color.border}` },
  // A one-line card in the page flow that opens on request (it never floats over the page: see
  // notifications-area.css).
  floating: {
    borderRadius: vars.radius.medium,
    borderInlineStart: '6px solid',
    boxShadow: vars.elevation.floating,
  },
  // A box inside the page content.
  inline: {
    borderRadius: vars.radius.small,
    borderInlineStart: '6px solid',
  },
  // The day's school status: a framed box lined up with the page content.
  status: {
    alignItems: 'center',
    borderRadius: vars.radius.medium,
    border: '2px solid',
  },
});

/**
 * Tone by palette (an importance, see core's tonePalette): soft background, coloured edge and
 * icon. Every type takes it, status too, so a closure, a delay and an opening differ at a glance.
 */
export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
  success: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
  alert: { backgroundColor: vars.color.cautionSoft, borderColor: vars.color.caution },
  emergency: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
});

/** An emergency banner or a closure: the page's strongest signal, white on the critical colour. */
export const solid = style({
  backgroundColor: vars.color.critical,
  borderColor: vars.color.critical,
  color: vars.color.criticalContrast,
  // On paper (no backgrounds) in the text colour, framed in the critical colour.
  '@media': {
    print: { color: vars.color.text, border: `3px solid ${vars.color.critical}` },
  },
});
globalStyle(`${solid} a, ${solid} button`, {
  color: vars.color.criticalContrast,
  '@media': { print: { color: vars.color.text } },
});
// On the critical colour the focus ring takes the text colour, which the theme keeps at 4.5:1.
globalStyle(`${solid} :focus-visible`, { outlineColor: vars.color.criticalContrast });

/**
 * The tone's word ("Closed", "Delayed", "Open", "Alert"…): framed capitals in the text's own
 * colour, so the cue survives greyscale, forced colours and print, and every theme keeps the
 * contrast it checked for the text on each soft background (and for white on critical).
 */
export const badge = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  border: '2px solid currentColor',
  borderRadius: vars.radius.small,
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  lineHeight: vars.typography.lineHeight.tight,
});

/**
 * A badge that carries the day too ("Open today, Friday, November 28"): a phrase in capitals
 * reads slowly, so only its frame and weight say it is the tone's word.
 */
export const datedBadge = style({ textTransform: 'none', letterSpacing: 'normal' });

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

/**
 * A notice shown as a disclosure (floating, or a folded status): its title line is a 44 px target
 * already, so closed it needs little padding around it; opened, the card's own below its text.
 */
export const folded = style({
  alignItems: 'center',
  paddingBlock: vars.space.xxsmall,
  selectors: {
    '&:has(> details[open])': { alignItems: 'flex-start', paddingBlockEnd: vars.space.small },
  },
});

/**
 * A disclosure's title while closed: one line, cut with an ellipsis (the whole title is one tap
 * away, and read whole by screen readers); opened, it wraps as any title.
 */
export const titleLine = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  selectors: {
    'details:not([open]) > summary > &': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

/** The description. */
export const description = style({ margin: 0, marginBlockStart: vars.space.xxsmall });

/** When it was posted: small, under the description. */
export const posted = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.typography.fontSize.small,
});

/** A floating notification's disclosure: the title line, and the rest once opened. */
export const disclosure = style({ flex: '1 1 auto', minInlineSize: 0 });

/** The title line that opens a floating notification: a 44px target, the browser's marker kept. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.layout.touchTarget,
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
globalStyle(`${summary}::after`, {
  content: '"▾" / ""',
  marginInlineStart: 'auto',
  fontSize: vars.typography.fontSize.small,
});
globalStyle(`${disclosure}[open] > ${summary}::after`, { content: '"▴" / ""' });
globalStyle(`${disclosure} > ${summary} + *`, {
  paddingInlineStart: `calc(1.5em + ${vars.space.small})`,
});

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
