import { AnnouncementCard } from '@district/ui/announcement-card/announcement-card';
import { StoryCard } from '@district/ui/story-card/story-card';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CATEGORY_PARAM } from '../components/category-link';
import * as layout from '../components/layout.css';
import { SiteShell } from '../components/site-shell';
import { useChrome, useFeedFormat } from '../components/use-chrome';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http.server';
import { loadMessageList, type MessageKind } from '../server/messages.server';
import { notFound } from '../server/page.server';
import { requestContext } from '../server/request-context.server';
import { seoFor } from '../server/seo.server';

const TITLES: Record<MessageKind, string> = { announcements: 'Announcements', stories: 'Stories' };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

/** `/announcements` and `/stories`: the route id tells which. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const kind: MessageKind = ctx.url.pathname.startsWith('/stories') ? 'stories' : 'announcements';
  const pageParam = ctx.url.searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : null;
  if (page === null) throw notFound();
  // A category option's target (the chrome's category options): one category's messages.
  const category = ctx.url.searchParams.get(CATEGORY_PARAM)?.trim().slice(0, 100) || null;
  const list = await loadMessageList(ctx, kind, page, category);
  if (page > list.pageCount) throw notFound();
  const meta = await seoFor(ctx, {
    title: category ? `${TITLES[kind]}: ${category}` : TITLES[kind],
  });
  return pageData(ctx, { list, meta });
}

export default function MessageList() {
  const { list } = useLoaderData<typeof loader>();
  const chrome = useChrome();
  const format = useFeedFormat();
  const Card = list.kind === 'stories' ? StoryCard : AnnouncementCard;
  // Pages of a category's list stay in that category.
  const pageUrl = (page: number) =>
    `?${new URLSearchParams({ ...(list.category ? { [CATEGORY_PARAM]: list.category } : {}), page: String(page) })}`;
  return (
    <SiteShell chrome={chrome}>
      <h1 className={layout.title}>
        {list.categoryLabel ? `${TITLES[list.kind]}: ${list.categoryLabel}` : TITLES[list.kind]}
      </h1>
      <h2 className={layout.visuallyHidden}>
        {list.page > 1 ? `Page ${list.page}` : `Latest ${TITLES[list.kind].toLowerCase()}`}
      </h2>
      {list.items.length === 0 ? (
        <p>There is nothing here yet.</p>
      ) : (
        <ul className={`${layout.grid} ${layout.plainList}`}>
          {list.items.map((item) => (
            <li key={item.id}>
              <Card
                title={item.title}
                summary={item.summary}
                url={item.url}
                publishDateTime={item.publishDateTime}
                {...format}
              />
            </li>
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <nav className={layout.pagination} aria-label="Pages">
          {list.page > 1 ? <a href={pageUrl(list.page - 1)}>Newer</a> : <span />}
          <span>
            Page {list.page} of {list.pageCount}
          </span>
          {list.page < list.pageCount ? <a href={pageUrl(list.page + 1)}>Older</a> : <span />}
        </nav>
      ) : null}
    </SiteShell>
  );
}
