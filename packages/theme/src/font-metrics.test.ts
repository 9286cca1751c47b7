import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preloadFontUrls } from './font-files';
import {
  ARIAL_METRICS,
  ATKINSON_HYPERLEGIBLE_METRICS,
  fallbackFontOverrides,
} from './font-metrics';

/** Reads one table of a WOFF 1.0 file (https://www.w3.org/TR/WOFF/#TableDirectory). */
function woffTable(path: string, tag: string): Buffer {
  const file = readFileSync(path);
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    if (file.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    return compressed < original ? inflateSync(data) : data;
  }
  throw new Error(`${tag} not found in ${path}`);
}

describe('font metrics', () => {
  it('match the bundled Atkinson Hyperlegible file', () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve(
      '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff',
    );
    const head = woffTable(path, 'head');
    const hhea = woffTable(path, 'hhea');
    expect(head.readUInt16BE(18)).toBe(ATKINSON_HYPERLEGIBLE_METRICS.unitsPerEm);
    expect(hhea.readInt16BE(4)).toBe(ATKINSON_HYPERLEGIBLE_METRICS.ascent);
    expect(hhea.readInt16BE(6)).toBe(ATKINSON_HYPERLEGIBLE_METRICS.descent);
    expect(hhea.readInt16BE(8)).toBe(ATKINSON_HYPERLEGIBLE_METRICS.lineGap);
  });

  it('scale the Arial fallback to the web font average width and vertical metrics', () => {
    expect(fallbackFontOverrides(ATKINSON_HYPERLEGIBLE_METRICS, ARIAL_METRICS)).toEqual({
      sizeAdjust: '99.68%',
      ascentOverride: '95.30%',
      descentOverride: '29.09%',
      lineGapOverride: '0.00%',
    });
  });

  it('leave a font unchanged when it falls back on itself', () => {
    expect(fallbackFontOverrides(ARIAL_METRICS, ARIAL_METRICS).sizeAdjust).toBe('100.00%');
  });
});

describe('font files', () => {
  it('preloads the Latin regular and bold woff2 files', () => {
    expect(preloadFontUrls).toHaveLength(2);
    expect(preloadFontUrls[0]).toMatch(/atkinson-hyperlegible-latin-400-normal.*\.woff2$/);
    expect(preloadFontUrls[1]).toMatch(/atkinson-hyperlegible-latin-700-normal.*\.woff2$/);
  });
});
