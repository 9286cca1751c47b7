import { CHANNELS } from '@district/core/constants';
import { feedPanelDefaults } from '@district/core/feeds/defaults';
import { AnnouncementCard } from '@district/ui/announcement-card/announcement-card';
import { Subscribe } from '@district/ui/feed-panel/feed-panel';
import { StoryCard } from '@district/ui/story-card/story-card';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CATEGORY_PARAM } from '../components/category-link';
import { fillLabel } from '../components/labels';
import * as layout from '../components/layout.css';
import { fillNodes, useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { newsSubscribe } from '../components/subscribe-links';
import * as subscribeStyles from '../components/subscribe-links.css';
import { contentInEnglish, useChrome, useFeedFormat } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { loadMessageList, type MessageKind } from '../server/messages/messages.server';
import { knownCategory } from '../server/pages/chrome.server';
import { canonicalUrl } from '../server/pages/language-links.server';
import { notFound } from '../server/pages/page.server';
import { seoFor } from '../server/pages/seo.server';
import { MESSAGE_LIST_STRINGS } from '../server/strings/message-list-strings.server';
import { loadRouteStrings, type RouteStrings } from '../server/strings/route-strings.server';
import { itemListJsonLd } from '../server/syndication/structured-data.server';

type Labels = RouteStrings<keyof typeof MESSAGE_LIST_STRINGS.english>['labels'];

/** The list's title in the reader's language: "Announcements", or "Announcements: Transportation". */
function titleOf(labels: Labels, kind: MessageKind, category: string | null): string {
  const list = labels[kind];
  return category ? fillLabel(labels.inCategory, { list, category }) : list;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

/** The list's address without its category (nor a page of that category's list). */
function withoutCategory(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(CATEGORY_PARAM);
  query.delete('page');
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** `/announcements` and `/stories`: the route id tells which. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const kind: MessageKind = ctx.url.pathname.startsWith('/stories') ? 'stories' : 'announcements';
  const pageParam = ctx.url.searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : null;
  if (page === null) throw notFound();
  // A category option's target; other text gets the whole list: never shown, translated or cached.
  const asked = ctx.url.searchParams.get(CATEGORY_PARAM)?.trim().slice(0, 100) || null;
  const channel = kind === 'stories' ? CHANNELS.stories : CHANNELS.announcements;
  const category = asked ? await knownCategory(ctx, channel, asked) : null;
  if (asked && !category) throw redirect(withoutCategory(ctx.url), 303);
  const [list, strings] = await Promise.all([
    loadMessageList(ctx, kind, page, category),
    loadRouteStrings(ctx, MESSAGE_LIST_STRINGS),
  ]);
  if (page > list.pageCount) throw notFound();
  const title = titleOf(strings.labels, kind, list.categoryLabel);
  const meta = await seoFor(ctx, {
    title,
    // The list as schema.org `ItemList`: each entry's title and page, in the order shown.
    jsonLd: (siteUrl, organization) =>
      organization
        ? itemListJsonLd(
            {
              name: title,
              url: canonicalUrl(ctx),
              entries: list.items.map((item) => ({ name: item.title, url: item.url })),
            },
            siteUrl,
            organization,
          )
        : null,
  });
  return pageData(ctx, { list, meta, strings });
}

export default function MessageList() {
  const { list, strings } = useLoaderData<typeof loader>();
  const { labels } = strings;
  // The list's words are in the reader's language; the messages are content.
  const { ui, content } = useStringsLang(strings.lang);
  const chrome = useChrome();
  const format = useFeedFormat();
  const Card = list.kind === 'stories' ? StoryCard : AnnouncementCard;
  // Subscribing follows the whole list; its words are the feed panels' (the content's language).
  const feedTitle = contentInEnglish(chrome)
    ? feedPanelDefaults(list.kind, chrome.org.externalSites).title
    : labels[list.kind];
  const subscribe = newsSubscribe(list.kind, feedTitle, chrome);
  // Pages of a category's list stay in that category.
  const pageUrl = (page: number) =>
    `?${new URLSearchParams({ ...(list.category ? { [CATEGORY_PARAM]: list.category } : {}), page: String(page) })}`;
  return (
    <SiteShell chrome={chrome}>
      <div {...ui}>
        <h1 className={layout.title}>
          {list.categoryLabel
            ? fillNodes(labels.inCategory, {
                list: labels[list.kind],
                // The category is a content word: in the content's language.
                category: <span {...content}>{list.categoryLabel}</span>,
              })
            : labels[list.kind]}
        </h1>
        {subscribe ? (
          <div className={subscribeStyles.listSubscribe} {...content}>
            <Subscribe {...subscribe} />
          </div>
        ) : null}
        <h2 className={layout.visuallyHidden}>
          {list.page > 1
            ? fillLabel(labels.page, { page: list.page })
            : list.kind === 'stories'
              ? labels.latestStories
              : labels.latestAnnouncements}
        </h2>
        {list.items.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          <ul className={`${layout.grid} ${layout.plainList}`} {...content}>
            {list.items.map((item) => (
              <li key={item.id}>
                <Card
                  title={item.title}
                  summary={item.summary}
                  url={item.url}
                  publishDateTime={item.publishDateTime}
                  written={inLanguage(item.written, format.locale)}
                />
              </li>
            ))}
          </ul>
        )}
        {list.pageCount > 1 ? (
          <nav className={layout.pagination} aria-label={labels.pages}>
            {list.page > 1 ? <a href={pageUrl(list.page - 1)}>{labels.newer}</a> : <span />}
            <span>{fillLabel(labels.pageOf, { page: list.page, pageCount: list.pageCount })}</span>
            {list.page < list.pageCount ? (
              <a href={pageUrl(list.page + 1)}>{labels.older}</a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </SiteShell>
  );
}
