/**
 * WCAG 2.x relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
 */
import { parseHex, type Rgb } from './color';

/** The minimum contrast ratios WCAG 2.2 AA asks for, by what is drawn. */
export const MINIMUM_CONTRAST = {
  /** Body text (SC 1.4.3). */
  text: 4.5,
  /** Text of at least 18.66px bold or 24px regular (SC 1.4.3). */
  largeText: 3,
  /** Focus rings, input borders, icons that carry meaning (SC 1.4.11). */
  nonText: 3,
} as const;

/** What a colour pair draws, which decides its minimum ratio. */
export type ContrastKind = keyof typeof MINIMUM_CONTRAST;

function channel(value: number): number {
  const c = value / 255;
  // The 0.04045 threshold is the one WCAG 2.2 prints (sRGB's own is 0.03928 in older texts);
  // the two give the same ratios to two decimals.
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a colour, 0 (black) to 1 (white). */
export function relativeLuminance(color: string | Rgb): number {
  const { r, g, b } = typeof color === 'string' ? parseHex(color) : color;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two colours, 1 to 21, independent of their order. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [lighter, darker] = la > lb ? [la, lb] : [lb, la];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Whether a pair meets WCAG AA for what it draws. */
export function meetsContrast(a: string, b: string, kind: ContrastKind = 'text'): boolean {
  return contrastRatio(a, b) >= MINIMUM_CONTRAST[kind];
}
