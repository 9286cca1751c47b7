import { style } from '@vanilla-extract/css';

/** An icon sized to the text around it, in the text's colour. */
export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  // Forced-colours mode (Windows High Contrast) recolours `currentColor`; nothing more needed.
});

/** Icons whose shape is a direction (chevron, external) turn over in right-to-left pages. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
