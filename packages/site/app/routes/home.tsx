import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageInShell } from '../components/page-view';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { loadPage } from '../server/pages/page.server';
import { organizationLd, pageLd, seoFor } from '../server/pages/seo.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const data = await loadPage(ctx, '/');
  const meta = await seoFor(ctx, {
    title: '',
    jsonLd: pageLd(data.feeds, ctx.services.org.timeZone, organizationLd),
  });
  return pageData(ctx, { data, meta });
}

export default function Home() {
  return <PageInShell data={useLoaderData<typeof loader>().data} />;
}
