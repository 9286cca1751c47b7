/**
 * `@font-face` rules for the self-hosted Atkinson Hyperlegible (chosen for readers with low vision:
 * distinct letterforms such as I/l/1) and its metrics-matched local fallback.
 */
import { globalFontFace } from '@vanilla-extract/css';
import {
  ARIAL_METRICS,
  ATKINSON_HYPERLEGIBLE_METRICS,
  fallbackFontOverrides,
} from './font-metrics';

// The unicode ranges Fontsource publishes for each subset: a browser downloads a subset only when
// the page holds one of its characters, so an Arabic page fetches no Latin-ext file.
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;

// Bare package paths in `url()` are resolved by Vite's CSS pipeline, which emits each file once
// with a content hash; font-files.ts imports the same files with `?url`, so preload and
// `@font-face` agree on one URL.
const file = (subset: string, weight: number, style: string) =>
  `@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-${subset}-${weight}-${style}.woff2`;

globalFontFace(
  ATKINSON_HYPERLEGIBLE_METRICS.familyName,
  Object.entries(SUBSETS).flatMap(([subset, unicodeRange]) =>
    [400, 700].flatMap((weight) =>
      (['normal', 'italic'] as const).map((style) => ({
        src: `url('${file(subset, weight, style)}') format('woff2')`,
        fontWeight: weight,
        fontStyle: style,
        fontDisplay: 'swap' as const,
        unicodeRange,
      })),
    ),
  ),
);

/** The family name of the metrics-matched fallback, second in the font stack. */
export const FALLBACK_FAMILY = `${ATKINSON_HYPERLEGIBLE_METRICS.familyName} Fallback`;

globalFontFace(FALLBACK_FAMILY, {
  // Arial on Windows and macOS, ArialMT on older macOS, Liberation Sans (Arial's metric twin) on
  // Linux and ChromeOS; Helvetica last, whose widths are within a percent of Arial's.
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica")',
  ...fallbackFontOverrides(ATKINSON_HYPERLEGIBLE_METRICS, ARIAL_METRICS),
});
