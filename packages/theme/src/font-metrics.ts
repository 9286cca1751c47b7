/**
 * Font metrics for a fallback face that takes the same space as the web font, so swapping the
 * font in (`font-display: swap`) moves nothing on the page (no layout shift). The method is
 * Capsize's: scale the fallback so its average character width matches, then override its
 * ascent, descent and line gap with the web font's.
 */

/** The vertical metrics and average width of a font, in font units. */
export interface FontMetrics {
  familyName: string;
  unitsPerEm: number;
  /** hhea ascender. */
  ascent: number;
  /** hhea descender (negative). */
  descent: number;
  lineGap: number;
  /** Advance width averaged over English letter frequencies (space included), as Capsize does. */
  xWidthAvg: number;
}

/**
 * Atkinson Hyperlegible Regular, read from the bundled
 * `atkinson-hyperlegible-latin-400-normal.woff` (font-metrics.test.ts re-reads the file).
 */
export const ATKINSON_HYPERLEGIBLE_METRICS: FontMetrics = {
  familyName: 'Atkinson Hyperlegible',
  unitsPerEm: 1000,
  ascent: 950,
  descent: -290,
  lineGap: 0,
  xWidthAvg: 440,
};

/** Arial Regular, as published by Capsize; Liberation Sans and Helvetica share its widths. */
export const ARIAL_METRICS: FontMetrics = {
  familyName: 'Arial',
  unitsPerEm: 2048,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  xWidthAvg: 904,
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The `@font-face` descriptors that make `fallback` occupy the space `font` will. */
export function fallbackFontOverrides(
  font: FontMetrics,
  fallback: FontMetrics,
): {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
} {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}
