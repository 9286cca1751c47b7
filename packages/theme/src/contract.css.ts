/**
 * The one theme contract (Braid): CSS custom properties every component reads. Each app fills it
 * once, in its own `theme.css.ts`, with `createOrgTheme`; nothing else assigns these variables.
 */
import { createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/** The theme's CSS variables, in the shape of `ThemeTokens` (tokens.ts). */
export const vars = createThemeContract(defaultTokens);
