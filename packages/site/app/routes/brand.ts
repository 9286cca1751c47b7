import { logoSvg } from '@district/demo-content/logo';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getServices } from '../server/services.server';

const FILE = /^([a-z0-9-]{1,20})-(logo|mascot)\.svg$/i;

/**
 * `/brand/<abbr>-logo.svg`: an organization's badge, drawn from its record (the bundled content's
 * logos are generated, not uploaded). Cached for a day by browsers and CDNs.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? '');
  if (!match) return new Response('Not Found', { status: 404 });
  // Public on every site, the intranet too: the sign-in page shows the logo.
  const organizations = await getServices().cms.getOrganizations({ signal: request.signal });
  const abbreviation = (match[1] ?? '').toLowerCase();
  const organization = organizations.find((o) => o.abbreviation.toLowerCase() === abbreviation);
  if (!organization) return new Response('Not Found', { status: 404 });
  return new Response(logoSvg(organization), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
