/**
 * Self-hosted Atkinson Hyperlegible (chosen for readers with low vision: distinct letterforms such
 * as I/l/1). Fontsource's CSS declares each subset with its unicode range and `font-display: swap`;
 * Vite resolves its relative `url()`s and emits each file once with a content hash, the same file
 * font-files.ts preloads. Import this module once, from the root of the site.
 */
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/atkinson-hyperlegible/400-italic.css';
import '@fontsource/atkinson-hyperlegible/700-italic.css';
import './fonts.css';
