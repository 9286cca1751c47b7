/**
 * The one theme contract (Braid): CSS custom properties every component reads. The site's base
 * theme fills it once with `createOrgTheme`, and the organization's colour stylesheet
 * (`orgColorStylesheet`, from its record) assigns the colours over it; nothing else assigns them.
 */
import { createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/** The theme's CSS variables, in the shape of `ThemeTokens` (tokens.ts). */
export const vars = createThemeContract(defaultTokens);
