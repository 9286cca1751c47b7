import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { tokens } from './fixtures/org-theme.css';

describe('organization theme stylesheet', () => {
  it('declares every contract variable from a .css.ts file, as an app theme does', () => {
    // createGlobalTheme throws when the tokens miss any variable of the contract.
    expect(tokens.color.brand).toBe('#5c4300');
    expect(tokens.color.accentContrast).toBe('#1b1f24');
    expect(tokens.radius.medium).toBe('10px');
  });

  it('names every token as a CSS variable', () => {
    expect(vars.color.brand).toMatch(/^var\(--.+\)$/);
    expect(vars.typography.fontSize.standard).toMatch(/^var\(--.+\)$/);
  });
});
