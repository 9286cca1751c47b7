/**
 * The metrics-matched local fallback of Atkinson Hyperlegible. The web font's own `@font-face`
 * rules come from Fontsource's CSS (font-faces.ts), which Vite bundles with hashed file names.
 */
import { globalFontFace } from '@vanilla-extract/css';
import {
  ARIAL_METRICS,
  ATKINSON_HYPERLEGIBLE_METRICS,
  fallbackFontOverrides,
} from './font-metrics';

/** The family name of the metrics-matched fallback, second in the font stack. */
export const FALLBACK_FAMILY = `${ATKINSON_HYPERLEGIBLE_METRICS.familyName} Fallback`;

globalFontFace(FALLBACK_FAMILY, {
  // Arial on Windows and macOS, ArialMT on older macOS, Liberation Sans (Arial's metric twin) on
  // Linux and ChromeOS; Helvetica last, whose widths are within a percent of Arial's.
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica")',
  ...fallbackFontOverrides(ATKINSON_HYPERLEGIBLE_METRICS, ARIAL_METRICS),
});
