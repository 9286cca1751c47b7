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
import type { OrganizationColors } from './derive';
import { orgThemeTokens } from './org-colors';
import type { ThemeTokens, TokenOverrides } from './tokens';

export { orgColorStylesheet, orgThemeTokens } from './org-colors';

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

/**
 * Declares an organization's theme on `:root` (call it from a `.css.ts` file) and returns the
 * tokens it declared.
 */
export function createOrgTheme(input: OrgThemeInput): ThemeTokens {
  const tokens = orgThemeTokens(input);
  createGlobalTheme(input.selector ?? ':root', vars, tokens);
  return tokens;
}
