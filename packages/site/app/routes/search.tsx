import { searchedEvent } from '@district/core/analytics/events';
import { FileCard } from '@district/ui/file-card/file-card';
import { GroupCard } from '@district/ui/group-card/group-card';
import { SearchBox } from '@district/ui/search-box/search-box';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { trackEvent } from '../components/analytics';
import { fillLabel } from '../components/labels';
import * as layout from '../components/layout.css';
import { SiteShell } from '../components/site-shell';
import { useChrome, useFeedFormat } from '../components/use-chrome';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http.server';
import { requestContext } from '../server/request-context.server';
import { loadSearch } from '../server/search.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...metaFor(matches, {
    title: data?.search.query ? `Search results for “${data.search.query}”` : 'Search',
  }),
  { name: 'robots', content: 'noindex, follow' },
];

export const headers = routeHeaders;

/** `/search?q=`: the site search's four result groups (SPEC 7.7). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const search = await loadSearch(ctx, ctx.url.searchParams.get('q') ?? '');
  return pageData(ctx, { search });
}

export default function Search() {
  const { search } = useLoaderData<typeof loader>();
  // SPEC section 1: a site search records `Searched` (category `Website Search`), labelled with
  // the keywords.
  useEffect(() => {
    if (search.query) trackEvent(searchedEvent(search.query));
  }, [search.query]);
  const chrome = useChrome();
  const format = useFeedFormat();
  const total = search.results.length + search.files.length + search.groups.length;
  return (
    <SiteShell chrome={chrome} searchQuery={search.query}>
      <h1 className={layout.title}>Search</h1>
      <SearchBox defaultValue={search.query} action="/search" id="search-page" />
      {search.query ? (
        <p role="status" className={layout.lead}>
          {total === 0
            ? `No results for “${search.query}”.`
            : `${total} results for “${search.query}”.`}
        </p>
      ) : null}
      {search.query ? (
        <div className={layout.stack} data-analytics-search={search.query}>
          <section aria-labelledby="results-pages">
            <h2 id="results-pages" className={layout.sectionTitle}>
              Pages and news
            </h2>
            {search.failed.includes('results') ? (
              <p className={layout.quiet}>These results could not be loaded right now.</p>
            ) : null}
            {search.results.length > 0 ? (
              <ol className={layout.plainList}>
                {search.results.map((result) => (
                  <li key={`${result.kind}-${result.id}`} className={layout.result}>
                    <h3 className={layout.resultTitle}>
                      <a href={result.url}>{result.title}</a>
                    </h3>
                    <p className={layout.resultUrl}>{result.url}</p>
                    {result.metaDescription ? <p>{result.metaDescription}</p> : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={layout.quiet}>No pages or news match.</p>
            )}
          </section>
          <section aria-labelledby="results-files">
            <h2 id="results-files" className={layout.sectionTitle}>
              Files
            </h2>
            {search.failed.includes('files') ? (
              <p className={layout.quiet}>File results could not be loaded right now.</p>
            ) : null}
            {search.files.length > 0 ? (
              <ul className={`${layout.grid} ${layout.plainList}`}>
                {search.files.map((file) => (
                  <li key={file.id}>
                    <FileCard
                      name={file.name}
                      url={file.url}
                      contentType={file.contentType}
                      size={file.size}
                      modifiedDateTime={file.modifiedDateTime}
                      {...format}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={layout.quiet}>No files match.</p>
            )}
          </section>
          <section aria-labelledby="results-contacts">
            <h2 id="results-contacts" className={layout.sectionTitle}>
              Contacts
            </h2>
            {search.failed.includes('groups') ? (
              <p className={layout.quiet}>Contacts could not be loaded right now.</p>
            ) : null}
            {search.groups.length > 0 ? (
              <ul className={`${layout.grid} ${layout.plainList}`}>
                {search.groups.map((group) => (
                  <li key={group.id}>
                    <GroupCard
                      group={group}
                      messageLabel={(name) => fillLabel(chrome.labels.sendMessage, { name })}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={layout.quiet}>No contacts match.</p>
            )}
          </section>
        </div>
      ) : null}
    </SiteShell>
  );
}
