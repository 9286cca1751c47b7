/**
 * An organization's theme tokens and its colour stylesheet, without vanilla-extract's runtime:
 * the server imports this module to write `/brand/<abbr>-theme.css` (docs/decisions/010), and a
 * server build that imported `@vanilla-extract/css` would need that package beside it at run
 * time (the deploy artifact and the bench's copy of the build have only the bundle).
 */
import type { ConfigurationItem } from '@district/core/entities/configuration';
import { vars } from './contract.css';
import { deriveColors, type OrganizationColors, safeColors } from './derive';
import {
  mergeTokens,
  type ThemeTokens,
  type TokenOverrides,
  tokensFromConfiguration,
} from './tokens';

/** What an organization's tokens are made from. */
export interface OrgTokensInput extends OrganizationColors {
  /** The bundled theme configuration items (categories color, websiteTypography, …). */
  configuration?: readonly Pick<
    ConfigurationItem,
    'category' | 'name' | 'value' | 'defaultValue'
  >[];
  /** Hand-set tokens; colours among them are still made contrast-safe. */
  overrides?: TokenOverrides;
}

/** The tokens an organization's theme declares: pure, so tests can check them without CSS. */
export function orgThemeTokens(input: OrgTokensInput): ThemeTokens {
  const base = tokensFromConfiguration(input.configuration ?? []);
  const derived: ThemeTokens = { ...base, color: deriveColors(input, base.color) };
  const merged = mergeTokens(derived, input.overrides);
  return { ...merged, color: safeColors(merged.color) };
}

/** `var(--name)` → `--name`: the custom property a contract variable reads. */
function customProperty(variable: string): string {
  return variable.replace(/^var\((--[^,)]+)[^)]*\)$/, '$1');
}

/**
 * A stylesheet assigning the contract's colour variables from an organization's two colours,
 * made contrast-safe as `createOrgTheme` makes them. Its selector outranks the base theme's
 * `:root`, whatever order the two stylesheets arrive in.
 */
export function orgColorStylesheet(colors: OrganizationColors, selector = 'html:root'): string {
  const { color } = orgThemeTokens(colors);
  const declarations = (Object.keys(vars.color) as (keyof typeof vars.color)[]).map(
    (name) => `${customProperty(vars.color[name])}:${color[name]}`,
  );
  return `${selector}{${declarations.join(';')}}\n`;
}
