import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageView } from '../components/page-view';
import { SiteShell } from '../components/site-shell';
import { useChrome, useFeedFormat } from '../components/use-chrome';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http.server';
import { loadPage } from '../server/page.server';
import { requestContext } from '../server/request-context.server';
import { organizationLd, pageLd, seoFor } from '../server/seo.server';

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
  const { data } = useLoaderData<typeof loader>();
  const chrome = useChrome();
  return (
    <SiteShell
      chrome={chrome}
      pageCategories={data.page?.categories ?? []}
      pageNotifications={data.pageNotifications}
    >
      <PageView
        data={data}
        format={useFeedFormat()}
        siteName={chrome.organization?.title ?? chrome.org.name}
        tagline={chrome.organization?.tagline}
      />
    </SiteShell>
  );
}
