import { describe, expect, it } from 'vitest';
import { defaultTokens, mergeTokens, tokensFromConfiguration } from './tokens';

const item = (category: string, name: string, value: unknown, defaultValue: unknown = null) => ({
  category,
  name,
  value: value === null ? null : JSON.stringify(value),
  defaultValue: defaultValue === null ? null : JSON.stringify(defaultValue),
});

describe('tokens from the theme configuration', () => {
  it('uses the defaults when there is no configuration', () => {
    expect(tokensFromConfiguration([])).toEqual(defaultTokens);
  });

  it('sets a colour by its token name and by the names editors use', () => {
    const tokens = tokensFromConfiguration([
      item('color', 'surfaceRaised', '#F0F0F0'),
      item('color', 'primaryColor', '#123456'),
      item('color', 'secondary', '#abcdef'),
    ]);
    expect(tokens.color.surfaceRaised).toBe('#f0f0f0');
    expect(tokens.color.brand).toBe('#123456');
    expect(tokens.color.accent).toBe('#abcdef');
  });

  it('reads the value, else the default value', () => {
    const tokens = tokensFromConfiguration([
      item('color', 'critical', null, '#990000'),
      item('color', 'caution', '#7a4a00', '#000000'),
    ]);
    expect(tokens.color.critical).toBe('#990000');
    expect(tokens.color.caution).toBe('#7a4a00');
  });

  it('sets typography, shape and motion by path in any spelling, or as an object', () => {
    const tokens = tokensFromConfiguration([
      item('websiteTypography', 'font-size-large', '1.3rem'),
      item('websiteTypography', 'fontWeight', { strong: 800 }),
      item('websiteShape', 'radius.medium', 6),
      item('websiteMotion', 'durationStandard', 250),
      item('websiteStyles', 'space', { large: '1.75rem' }),
    ]);
    expect(tokens.typography.fontSize.large).toBe('1.3rem');
    expect(tokens.typography.fontWeight.strong).toBe('800');
    expect(tokens.radius.medium).toBe('6px');
    expect(tokens.motion.duration.standard).toBe('250ms');
    expect(tokens.space.large).toBe('1.75rem');
  });

  it('accepts a bare value that is not JSON', () => {
    const tokens = tokensFromConfiguration([
      { category: 'color', name: 'link', value: '#0000ee', defaultValue: null },
    ]);
    expect(tokens.color.link).toBe('#0000ee');
  });

  it('ignores unknown names, other categories and values that could break the stylesheet', () => {
    const tokens = tokensFromConfiguration([
      item('color', 'brand', 'red; } body { display: none'),
      item('color', 'sparkle', '#ffffff'),
      item('websiteHeader', 'brand', '#000000'),
      item('websiteShape', 'radiusSmall', '4px}</style><script>'),
    ]);
    expect(tokens).toEqual(defaultTokens);
  });

  it('keeps neutral and text in step', () => {
    const tokens = tokensFromConfiguration([item('color', 'neutral', '#111111')]);
    expect(tokens.color.text).toBe('#111111');
    expect(tokens.color.neutral).toBe('#111111');
  });

  it('never changes the defaults it starts from', () => {
    tokensFromConfiguration([item('color', 'brand', '#000000')]);
    expect(defaultTokens.color.brand).toBe('#1d4f91');
  });
});

describe('token overrides', () => {
  it('replaces only the leaves given', () => {
    const merged = mergeTokens(defaultTokens, {
      radius: { small: '2px' },
      motion: { duration: { fast: '80ms' } },
    });
    expect(merged.radius.small).toBe('2px');
    expect(merged.radius.medium).toBe(defaultTokens.radius.medium);
    expect(merged.motion.duration.fast).toBe('80ms');
    expect(merged.motion.duration.slow).toBe(defaultTokens.motion.duration.slow);
  });
});
