/// <reference path="./asset-modules.d.ts" />
/**
 * The self-hosted font files, as URLs the bundler fingerprints. The site puts the first two in
 * `<link rel="preload" as="font" type="font/woff2" crossorigin>` so the text face arrives with the
 * first paint; the `@font-face` rules (fonts.css.ts) name the same files, so the browser reuses
 * the preloaded bytes.
 */
import latin400 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url';
import latin700 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url';

/** Font files to preload: Latin regular and bold, the faces every page's first screen uses. */
export const preloadFontUrls: readonly string[] = [latin400, latin700];

/** `<link>` descriptors for the preloads, ready for a Remix `links` export. */
export function fontPreloadLinks(): {
  rel: 'preload';
  href: string;
  as: 'font';
  type: 'font/woff2';
  crossOrigin: 'anonymous';
}[] {
  return preloadFontUrls.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  }));
}
