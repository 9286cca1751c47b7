import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageInShell } from '../components/page-view';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { canonicalUrl } from '../server/pages/language-links.server';
import { loadPage } from '../server/pages/page.server';
import { pageLd, seoFor } from '../server/pages/seo.server';
import { type WebPageType, webPageJsonLd } from '../server/syndication/structured-data.server';

/** The schema.org type of a CMS page: the organization's about page says who it is. */
function pageType(path: string): WebPageType {
  return /^\/about(?:-us)?$/i.test(path) ? 'AboutPage' : 'WebPage';
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const data = await loadPage(ctx, params['*'] ?? '/');
  const meta = await seoFor(ctx, {
    title: data.page?.title ?? '',
    description: data.page?.metaDescription,
    jsonLd: pageLd(data.feeds, ctx.services.org.timeZone, (siteUrl, organization) =>
      organization && data.page
        ? webPageJsonLd(
            {
              type: pageType(data.page.path),
              name: data.page.title,
              url: canonicalUrl(ctx),
              description: data.page.metaDescription,
              language: ctx.language.code,
            },
            siteUrl,
            organization,
          )
        : null,
    ),
  });
  return pageData(ctx, { data, meta });
}

export default function CmsPage() {
  return <PageInShell data={useLoaderData<typeof loader>().data} />;
}
