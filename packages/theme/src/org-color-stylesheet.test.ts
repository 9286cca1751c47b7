import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { orgColorStylesheet, orgThemeTokens } from './create-org-theme';

const property = (variable: string) => variable.slice('var('.length, -1);

describe("organization colour stylesheet (an organization's record, at run time)", () => {
  const css = orgColorStylesheet({ primaryColor: '#0B4F6C', secondaryColor: '#f4d35e' });

  it('assigns every colour variable of the contract, as createOrgTheme declares it', () => {
    const tokens = orgThemeTokens({ primaryColor: '#0B4F6C', secondaryColor: '#f4d35e' });
    for (const [name, variable] of Object.entries(vars.color)) {
      expect(css).toContain(
        `${property(variable)}:${tokens.color[name as keyof typeof tokens.color]}`,
      );
    }
    expect(css).toContain(`${property(vars.color.brand)}:#0b4f6c`);
    expect(css).toContain(`${property(vars.color.accent)}:#f4d35e`);
  });

  it('outranks the base theme on :root, and assigns nothing but colours', () => {
    expect(css.startsWith('html:root{')).toBe(true);
    expect(css).not.toContain(property(vars.typography.fontSize.standard));
    expect(css.trim().endsWith('}')).toBe(true);
  });

  it('keeps text readable on colours an editor might pick badly', () => {
    const pale = orgColorStylesheet({ primaryColor: '#ffff00', secondaryColor: '#ffffff' });
    const tokens = orgThemeTokens({ primaryColor: '#ffff00', secondaryColor: '#ffffff' });
    expect(pale).toContain(`${property(vars.color.brandContrast)}:${tokens.color.brandContrast}`);
    expect(tokens.color.brandContrast).not.toBe('#ffffff');
  });
});
