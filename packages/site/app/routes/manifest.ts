import type { LoaderFunctionArgs } from '@remix-run/node';
import { webAppManifest } from '../server/alerts/web-app-manifest.server';
import { requestContext } from '../server/http/request-context.server';

/** `/manifest.webmanifest`: what a phone needs to add the site to its home screen (iOS push). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  return new Response(JSON.stringify(await webAppManifest(ctx)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
