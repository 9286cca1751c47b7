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

/**
 * Icons whose shape is a direction turn over in right-to-left text (chevron, sign-in). `:dir()`
 * follows the nearest `dir`, so a chevron between English crumbs on an Arabic page points the way
 * the English reads; a browser without `:dir()` drops that rule and turns it over page-wide.
 */
export const mirrored = style({
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    // Only undoes the rule above (a menu's own turned chevron in a left-to-right page keeps its).
    '[dir="rtl"] &:dir(ltr)': { transform: 'none' },
  },
});
