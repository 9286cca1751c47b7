import { isIntranet } from '@district/core/org/org-config';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from '../server/syndication/sitemap.server';

/** `/robots.txt`: answers on the intranet too (crawlers never sign in), where it disallows all. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const siteUrl = new URL(request.url).origin;
  return new Response(
    robotsTxt({ siteUrl, isIntranet: isIntranet(context.services.org.organizationId) }),
    {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    },
  );
}
