/**
 * Every organization's derived theme must read: each text pair at least 4.5:1 (3:1 for large text
 * and for focus rings and control borders).
 *
 * NOTE: packages/demo-content does not export `createDemoContent` yet, and `@district/demo-content`
 * is not a dependency of this package, so the demo organizations' colours are copied below
 * (from packages/demo-content/src/organizations.ts). When the lead adds the devDependency, replace
 * DEMO_COLORS with `createDemoContent().organizations`.
 */
import { describe, expect, it } from 'vitest';
import { orgThemeTokens } from './create-org-theme';
import { checkColorPairs, deriveColors } from './derive';
import { defaultTokens } from './tokens';

const DEMO_COLORS: [string, string][] = [
  ['#173f5f', '#f6b93b'],
  ['#2d3142', '#ef8354'],
  ['#1f5130', '#f2c14e'],
  ['#1d3f8a', '#f7d046'],
  ['#7a2e14', '#e8b04a'],
  ['#4a2a6b', '#9bd3ae'],
  ['#0f3d5c', '#d9a441'],
  ['#8a3b12', '#2f6f73'],
  ['#5c4300', '#ffd23f'],
  ['#6b1d2a', '#e0a96d'],
  ['#8b1e3f', '#f4a259'],
  ['#2e4a3a', '#c9d6a3'],
  ['#213a6b', '#e76f51'],
  ['#254d32', '#d4a373'],
  ['#7c2d12', '#fcbf49'],
  ['#132a4f', '#f6e27f'],
  ['#3b2f63', '#a8dadc'],
  ['#1b4332', '#b7e4c7'],
  ['#5a189a', '#ffb703'],
  ['#9b1c1c', '#1f2937'],
  ['#41522f', '#e9c46a'],
  ['#283618', '#dda15e'],
  ['#005f73', '#ee9b00'],
  ['#3d405b', '#f2cc8f'],
  ['#14213d', '#fca311'],
  ['#6a040f', '#ffba08'],
  ['#22333b', '#c6ac8f'],
  ['#3c1642', '#affc41'],
  ['#2b2d42', '#8d99ae'],
  ['#03045e', '#00b4d8'],
  ['#432818', '#ffe6a7'],
  ['#0b3d2e', '#f4d35e'],
  ['#343a40', '#e63946'],
  ['#7b2cbf', '#ffd60a'],
  ['#023e8a', '#90e0ef'],
  ['#1b263b', '#e0a458'],
  ['#582f0e', '#a4ac86'],
  ['#8f2d56', '#ffbc42'],
  ['#6f4518', '#ffd000'],
  ['#264653', '#2a9d8f'],
];

// Colours an editor might pick that no text reads well on, and the mid-tones where neither black
// nor white text passes by much.
const HOSTILE_COLORS: [string, string][] = [
  ['#ffffff', '#ffffff'],
  ['#000000', '#000000'],
  ['#ffff00', '#00ff00'],
  ['#777777', '#808080'],
  ['#ff0000', '#0000ff'],
  ['#f0f', '#0ff'],
  ['#e5e5e5', '#1a1a1a'],
  ['#ff7f00', '#7f7fff'],
];

const failures = (primaryColor: string, secondaryColor: string) =>
  checkColorPairs(orgThemeTokens({ primaryColor, secondaryColor }).color)
    .filter((pair) => !pair.passes)
    .map((p) => `${p.foreground} on ${p.background}: ${p.ratio.toFixed(2)} < ${p.minimum}`);

describe('organization themes', () => {
  it.each(DEMO_COLORS)(
    'every pair of the demo organization %s / %s reads',
    (primary, secondary) => {
      expect(failures(primary, secondary)).toEqual([]);
    },
  );

  it.each(HOSTILE_COLORS)(
    'every pair still reads when an editor picks %s / %s',
    (primary, secondary) => {
      expect(failures(primary, secondary)).toEqual([]);
    },
  );

  it('keeps an already-readable brand colour exactly as the editor chose it', () => {
    const colors = deriveColors({ primaryColor: '#1D3F8A', secondaryColor: '#F7D046' });
    expect(colors.brand).toBe('#1d3f8a');
    expect(colors.brandContrast).toBe('#ffffff');
    expect(colors.accent).toBe('#f7d046');
    expect(colors.accentContrast).toBe(defaultTokens.color.text);
  });

  it('darkens a light brand colour for links but keeps it as the header background', () => {
    const colors = deriveColors({ primaryColor: '#ffd23f', secondaryColor: '#5c4300' });
    expect(colors.brand).toBe('#ffd23f');
    expect(colors.brandContrast).toBe(defaultTokens.color.text);
    expect(colors.link).not.toBe('#ffd23f');
  });

  it('keeps hand-set overrides contrast-safe', () => {
    const tokens = orgThemeTokens({
      primaryColor: '#1d3f8a',
      secondaryColor: '#f7d046',
      overrides: { color: { textMuted: '#cccccc' } },
    });
    expect(checkColorPairs(tokens.color).every((pair) => pair.passes)).toBe(true);
    expect(tokens.color.textMuted).not.toBe('#cccccc');
  });
});

describe('colour pair check', () => {
  it('flags a palette whose muted text is too pale', () => {
    const failing = checkColorPairs({ ...defaultTokens.color, textMuted: '#aaaaaa' }).filter(
      (pair) => !pair.passes,
    );
    expect(failing.map((p) => `${p.foreground}/${p.background}`)).toEqual([
      'textMuted/surface',
      'textMuted/surfaceRaised',
    ]);
  });

  it('passes the default palette as it is', () => {
    expect(checkColorPairs(defaultTokens.color).filter((p) => !p.passes)).toEqual([]);
  });
});
