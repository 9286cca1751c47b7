import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Canvas, crc32, hexRgb } from './raster.server';
import {
  drawShareCard,
  isRasterImage,
  LOGO_PNG_SIZE,
  rasterLogo,
  SHARE_IMAGE,
  ShareImageCache,
  shareImage,
  wrapWords,
} from './share-image.server';

const school = {
  title: 'Aspen Grove Elementary & <Friends>',
  abbreviation: 'AGE',
  primaryColor: '#1d4f91',
  secondaryColor: '#f2a900',
  exteriorPhotoUrl: null,
  logoImageUrl: '/brand/age-logo.svg',
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share images', () => {
  it('draws a 1200×630 PNG card and a square PNG badge', () => {
    const cache = new ShareImageCache();
    expect(pngSize(cache.share(school))).toEqual(SHARE_IMAGE);
    expect(pngSize(cache.logo(school))).toEqual({ width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE });
  });

  it('keeps the drawn bytes, and draws again when the colours change', () => {
    const cache = new ShareImageCache(2);
    const first = cache.share(school);
    expect(cache.share({ ...school })).toBe(first);
    const recoloured = cache.share({ ...school, primaryColor: '#000000' });
    expect(recoloured).not.toBe(first);
    expect(recoloured.equals(first)).toBe(false);
    cache.logo(school);
    expect(cache.size).toBe(2);
  });

  it('draws the colours and the badge where they belong, and wraps the name in three lines', () => {
    const card = drawShareCard(school);
    const pixel = (x: number, y: number) => [
      ...card.pixels.subarray((y * card.width + x) * 3, (y * card.width + x) * 3 + 3),
    ];
    expect(pixel(5, 5)).toEqual(hexRgb(school.primaryColor)); // the card
    expect(pixel(5, 620)).toEqual(hexRgb(school.secondaryColor)); // the band
    expect(pixel(270, 285 - 160)).toEqual(hexRgb(school.secondaryColor)); // the badge's ring
    expect(wrapWords('one two three four five six', 9)).toEqual(['one two', 'three', 'four five…']);
  });

  it('encodes a PNG any decoder reads: chunks with their CRC, the rows deflated', () => {
    const canvas = new Canvas(3, 2);
    canvas.fillRect(0, 0, 3, 2, [255, 0, 0]);
    const png = canvas.png();
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    expect(crc32(png.subarray(12, 29))).toBe(png.readUInt32BE(29)); // IHDR's CRC
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows]).toEqual([
      0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0,
    ]);
    expect(() => new Canvas(0, 1)).toThrow(/size/);
    expect(() => hexRgb('red')).toThrow(/#rrggbb/);
  });

  it('shares a raster photo as it is, and the drawn card otherwise, with words for it', () => {
    expect(shareImage(school)).toEqual({
      url: '/brand/age-share.png',
      alt: 'Aspen Grove Elementary & <Friends> logo',
    });
    expect(shareImage({ ...school, exteriorPhotoUrl: '/media/age.jpeg' }).url).toBe(
      '/media/age.jpeg',
    );
    expect(shareImage({ ...school, exteriorPhotoUrl: '/media/age.svg' }).url).toBe(
      '/brand/age-share.png',
    );
    expect(rasterLogo(school)).toBe('/brand/age-logo.png');
    expect(rasterLogo({ ...school, logoImageUrl: 'https://cdn/x.PNG' })).toBe('https://cdn/x.PNG');
    expect(isRasterImage('/a.svg')).toBe(false);
    expect(isRasterImage(null)).toBe(false);
  });
});
