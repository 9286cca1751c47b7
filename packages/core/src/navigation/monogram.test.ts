import { describe, expect, it } from 'vitest';
import { monogramLogoPath, monogramSvg, monogramTextColor } from './monogram';

const school = {
  title: 'Juniper Ridge High <& "Annex">',
  abbreviation: 'JRHS',
  primaryColor: '#0b4f6c',
  secondaryColor: '#f4d35e',
};

describe('monogram logo', () => {
  it("draws the abbreviation in the organization's colours, named for screen readers", () => {
    const svg = monogramSvg(school);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      '<title id="logo-jrhs-title">Juniper Ridge High &lt;&amp; &quot;Annex&quot;&gt; logo</title>',
    );
    expect(svg).toContain('fill="#f4d35e"');
    expect(svg).toContain('fill="#0b4f6c"');
    expect(svg).toMatch(/fill="#ffffff">JRHS<\/text>/);
  });

  it('writes dark letters on a light primary colour', () => {
    expect(monogramTextColor('#173f5f')).toBe('#ffffff');
    expect(monogramTextColor('#f6e27f')).toBe('#1b1f24');
    expect(monogramSvg({ ...school, primaryColor: '#f6e27f' })).toMatch(/fill="#1b1f24">JRHS</);
  });

  it('is served under the lower-case abbreviation', () => {
    expect(monogramLogoPath(' JRHS ')).toBe('/brand/jrhs-logo.svg');
  });
});
