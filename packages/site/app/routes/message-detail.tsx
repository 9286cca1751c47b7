import { Breadcrumb } from '@district/ui/breadcrumb/breadcrumb';
import { ButtonLink } from '@district/ui/button/button';
import { ContentCheckPanel } from '@district/ui/content-check-panel/content-check-panel';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import * as layout from '../components/layout.css';
import { useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { homeCrumb, useChrome, useFeedFormat } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { loadMessageDetail, type MessageKind } from '../server/messages/messages.server';
import { notFound } from '../server/pages/page.server';
import { seoFor } from '../server/pages/seo.server';
import { MESSAGE_LIST_STRINGS } from '../server/strings/message-list-strings.server';
import { loadRouteStrings } from '../server/strings/route-strings.server';
import { newsArticleJsonLd } from '../server/syndication/structured-data.server';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

/** `/announcements/:slug` and `/stories/:slug`. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) throw notFound();
  const ctx = await requestContext(request, { loadContext: context });
  const kind: MessageKind = ctx.url.pathname.startsWith('/stories') ? 'stories' : 'announcements';
  const [detail, strings] = await Promise.all([
    loadMessageDetail(ctx, kind, slug),
    loadRouteStrings(ctx, MESSAGE_LIST_STRINGS),
  ]);
  const { message } = detail;
  const meta = await seoFor(ctx, {
    title: message.heading,
    description: message.shortDescription,
    type: 'article',
    jsonLd: (siteUrl, organization) =>
      organization
        ? newsArticleJsonLd(
            {
              title: message.heading,
              summary: message.shortDescription,
              slug: message.slug,
              bodyHtml: message.bodyContent,
              publishDateTime: message.publishDateTime,
              categories: message.categories,
            },
            siteUrl,
            organization,
            { kind, language: ctx.language.code },
          )
        : null,
  });
  // The breadcrumb's step to the list, named as the list page names itself.
  const list = { label: strings.labels[kind], lang: strings.lang };
  return pageData(ctx, { detail, list, meta });
}

export default function MessageDetail() {
  const { detail, list } = useLoaderData<typeof loader>();
  const chrome = useChrome();
  const { message } = detail;
  // The list's name is in the reader's language, the date in the content's (useFeedFormat).
  const listMarks = useStringsLang(list.lang).ui;
  const format = useFeedFormat();
  return (
    <SiteShell chrome={chrome} pageCategories={message.categories}>
      {detail.contentCheck ? <ContentCheckPanel sections={detail.contentCheck.sections} /> : null}
      <article>
        <Breadcrumb
          label={chrome.labels.breadcrumb}
          items={[
            homeCrumb(chrome),
            { label: list.label, url: `/${detail.kind}`, ...listMarks },
            { label: message.heading, url: `/${detail.kind}/${message.slug}` },
          ]}
        />
        <h1 className={layout.title}>{message.heading}</h1>
        <p className={layout.quiet}>
          <time dateTime={message.publishDateTime}>
            {inLanguage(message.written, format.locale).date}
          </time>
        </p>
        {message.shortDescription ? (
          <p className={layout.lead}>{message.shortDescription}</p>
        ) : null}
        {/* CMS HTML, sanitized with an allow-list on the server. */}
        <div className={layout.prose} dangerouslySetInnerHTML={{ __html: message.bodyContent }} />
        {message.callsToAction.length > 0 || message.detailLink ? (
          <div className={layout.actions}>
            {message.callsToAction.map((cta) => (
              <ButtonLink key={cta.id} href={cta.url} variant="primary">
                {cta.label}
              </ButtonLink>
            ))}
            {message.detailLink ? (
              <ButtonLink href={message.detailLink} variant="secondary">
                {message.detailLinkLabel ?? chrome.labels.learnMore}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </article>
    </SiteShell>
  );
}
