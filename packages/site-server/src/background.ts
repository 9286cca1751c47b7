/** The build's background work (docs/alerts.md#how-dispatch-runs): the one reader of `startBackground`. */
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from '@remix-run/node';
import type { BackgroundOptions, BackgroundWork } from './contract/site-build.js';
import type { SiteOrigin } from './env.js';
import { siteBuildOf } from './remix-site.js';

/** Starts the build's background work with `services`; undefined when the build has none. */
export function startBuildBackground(
  build: ServerBuild,
  services: unknown,
  options: BackgroundOptions,
): BackgroundWork | undefined {
  return siteBuildOf(build).startBackground?.(services, options);
}

/** The site's public origin for links in messages: `SITE_URL`, else the listening address. */
export function publicSiteUrl(origin: SiteOrigin | null, listening: AddressInfo | null): string {
  if (origin) return `${origin.protocol}://${origin.host}`;
  const port = listening?.port ?? 3000;
  const address = listening?.address ?? '';
  const host =
    address === '' || address === '0.0.0.0' || address === '::'
      ? 'localhost'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return `http://${host}:${port}`;
}
