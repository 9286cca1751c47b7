/**
 * One organization's theme: the bundled theme configuration, the organization's two colours and
 * any hand-set overrides, made contrast-safe. Two halves (docs/decisions/010):
 *
 * - `createOrgTheme` declares every variable on `:root` from a `.css.ts` file: the site
 *   template's base theme, the same for every app;
 * - `orgColorStylesheet` gives the colour variables an organization's own colours, as a
 *   stylesheet the site serves from the organization's record at run time, so the colours have
 *   one source (the CMS, or the bundled content) and no app copies them.
 */
import type { ConfigurationItem } from '@district/core/entities/configuration';
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { deriveColors, type OrganizationColors, safeColors } from './derive';
import {
  mergeTokens,
  type ThemeTokens,
  type TokenOverrides,
  tokensFromConfiguration,
} from './tokens';

/** What an app passes to build its theme. */
export interface OrgThemeInput extends OrganizationColors {
  /** The bundled theme configuration items (categories color, websiteTypography, …). */
  configuration?: readonly Pick<
    ConfigurationItem,
    'category' | 'name' | 'value' | 'defaultValue'
  >[];
  /** Hand-set tokens; colours among them are still made contrast-safe. */
  overrides?: TokenOverrides;
  /** Where the variables are declared; `:root` unless a test or preview needs a scope. */
  selector?: string;
}

/** The tokens an organization's theme declares: pure, so tests can check them without CSS. */
export function orgThemeTokens(input: OrgThemeInput): ThemeTokens {
  const base = tokensFromConfiguration(input.configuration ?? []);
  const derived: ThemeTokens = { ...base, color: deriveColors(input, base.color) };
  const merged = mergeTokens(derived, input.overrides);
  return { ...merged, color: safeColors(merged.color) };
}

/**
 * Declares an organization's theme on `:root` (call it from a `.css.ts` file) and returns the
 * tokens it declared.
 */
export function createOrgTheme(input: OrgThemeInput): ThemeTokens {
  const tokens = orgThemeTokens(input);
  createGlobalTheme(input.selector ?? ':root', vars, tokens);
  return tokens;
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
