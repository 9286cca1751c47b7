/**
 * The web app manifest: iOS delivers web push only to a site added to the home screen
 * (docs/alerts.md#browser-push).
 */
import type { RequestContext } from '../http/request-context.server';
import { loadShared } from '../pages/shared-loads.server';

/** The manifest of this site. */
export async function webAppManifest(ctx: RequestContext) {
  const organization = await loadShared(ctx).organization;
  const name = organization?.title ?? ctx.services.org.name;
  const abbreviation = organization?.abbreviation.toLowerCase();
  return {
    name,
    short_name: organization?.abbreviation || name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: abbreviation
      ? [
          {
            src: `/brand/${abbreviation}-logo.png`,
            sizes: '512x512',
            type: 'image/png',
            purpose: 'any',
          },
          {
            src: `/brand/${abbreviation}-logo.svg`,
            sizes: 'any',
            type: 'image/svg+xml',
            purpose: 'any',
          },
        ]
      : [],
  };
}
