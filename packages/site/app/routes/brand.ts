import type { Organization } from '@district/core/entities/organization';
import { monogramSvg } from '@district/core/navigation/monogram';
import { orgColorStylesheet } from '@district/theme/org-colors';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { orgThemeVersion } from '../org/theme-link';
import { ShareImageCache } from '../server/brand/share-image.server';

const FILE = /^([a-z0-9-]{1,20})-(logo\.svg|mascot\.svg|theme\.css|share\.png|logo\.png)$/i;
// Drawn once per organization and colours, then served from memory.
const images = new ShareImageCache();
const DAY = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * An organization's brand files, drawn from its record, public on every site: the monogram logo,
 * the theme over the base (`-theme.css?v=<colours>`, kept a year, docs/decisions/010), and the
 * share and logo PNGs. If the record cannot be read: 503, and the page keeps the base theme.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? '');
  if (!match) return new Response('Not Found', { status: 404 });
  let organizations: readonly Organization[];
  try {
    organizations = await context.services.cms.getOrganizations({ signal: request.signal });
  } catch {
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });
  }
  const abbreviation = (match[1] ?? '').toLowerCase();
  const organization = organizations.find((o) => o.abbreviation.toLowerCase() === abbreviation);
  if (!organization) return new Response('Not Found', { status: 404 });
  if (match[2]?.toLowerCase() === 'theme.css') {
    const current = new URL(request.url).searchParams.get('v') === orgThemeVersion(organization);
    return new Response(orgColorStylesheet(organization), {
      headers: {
        'Content-Type': 'text/css; charset=utf-8',
        // An address with other colours than the record's is answered, but not kept long.
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  const kind = match[2]?.toLowerCase();
  if (kind === 'share.png' || kind === 'logo.png') {
    const png = kind === 'share.png' ? images.share(organization) : images.logo(organization);
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
        'Cache-Control': DAY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  return new Response(monogramSvg(organization), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': DAY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
