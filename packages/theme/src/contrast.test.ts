import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsContrast, relativeLuminance } from './contrast';

describe('relative luminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weights green above red above blue, as the eye does', () => {
    const red = relativeLuminance('#ff0000');
    const green = relativeLuminance('#00ff00');
    const blue = relativeLuminance('#0000ff');
    expect(green).toBeGreaterThan(red);
    expect(red).toBeGreaterThan(blue);
    expect(red).toBeCloseTo(0.2126, 4);
  });

  it('reads three-digit hex the same as six-digit', () => {
    expect(relativeLuminance('#fa0')).toBe(relativeLuminance('#ffaa00'));
  });
});

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4f91', '#1d4f91')).toBe(1);
  });

  it('does not depend on the order of the pair', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBe(contrastRatio('#ffffff', '#767676'));
  });

  it('matches the published ratios of well-known greys', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(meetsContrast('#767676', '#ffffff')).toBe(true);
    expect(meetsContrast('#777777', '#ffffff')).toBe(false);
  });

  it('asks 3:1 of large text and non-text, 4.5:1 of body text', () => {
    // #949494 on white is 3.03:1.
    expect(meetsContrast('#949494', '#ffffff', 'largeText')).toBe(true);
    expect(meetsContrast('#949494', '#ffffff', 'nonText')).toBe(true);
    expect(meetsContrast('#949494', '#ffffff', 'text')).toBe(false);
  });

  it('refuses a colour that is not hex', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a hex colour');
  });
});
