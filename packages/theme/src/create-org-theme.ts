/**
 * One organization's theme: the bundled theme configuration, the organization's two colours and
 * any hand-set overrides, made contrast-safe and written to `:root`. An app's `theme.css.ts` is
 * one call:
 *
 *   createOrgTheme({ primaryColor: '#1d4f91', secondaryColor: '#f2a900', configuration });
 *
 * so each app's build carries its own colours and no theme is chosen at run time.
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
