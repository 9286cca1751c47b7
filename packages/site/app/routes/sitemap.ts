import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { sitemap } from '../server/syndication/syndication.server';

/** `/sitemap.xml`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return sitemap(await requestContext(request, { api: true, loadContext: context }));
}
