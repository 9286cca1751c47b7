import { searchedEvent } from '@district/core/analytics/events';
import { FileCard } from '@district/ui/file-card/file-card';
import { GroupCard } from '@district/ui/group-card/group-card';
import { SearchBox } from '@district/ui/search-box/search-box';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { trackEvent } from '../components/analytics';
import { fillLabel } from '../components/labels';
import * as layout from '../components/layout.css';
import { telHref } from '../components/page-view';
import { fillNodes, useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { useChrome, useFeedFormat } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { documentJsonLd } from '../server/pages/json-ld.server';
import { loadSearch } from '../server/search/search.server';
import { loadRouteStrings } from '../server/strings/route-strings.server';
import { SEARCH_STRINGS, searchOutcome } from '../server/strings/search-strings.server';
import { webPageJsonLd } from '../server/syndication/structured-data.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const labels = data?.strings.labels;
  const query = data?.search.query;
  return [
    ...metaFor(matches, {
      title: labels ? (query ? fillLabel(labels.resultsTitle, { query }) : labels.title) : 'Search',
    }),
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export const headers = routeHeaders;

/** `/search?q=`: the site search's four result groups (docs/behaviour.md#site-search). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const [search, strings] = await Promise.all([
    loadSearch(ctx, ctx.url.searchParams.get('q') ?? ''),
    loadRouteStrings(ctx, SEARCH_STRINGS),
  ]);
  const { labels } = strings;
  await documentJsonLd(ctx, (siteUrl, organization) =>
    webPageJsonLd(
      {
        type: 'SearchResultsPage',
        name: search.query ? fillLabel(labels.resultsTitle, { query: search.query }) : labels.title,
        url: new URL(`${ctx.url.pathname}${ctx.url.search}`, siteUrl).toString(),
        language: ctx.language.code,
        entries: search.results.map((result) => ({ name: result.title, url: result.url })),
      },
      siteUrl,
      organization,
    ),
  );
  // A search with a failed group is kept by caches only briefly: the next reader may get them all.
  const { status, complete } = searchOutcome(search);
  return pageData(ctx, { search, strings, status }, { degraded: !complete });
}

/** One group of results: heading, failure note, list, or `empty` when searched and none found. */
function ResultGroup({
  id,
  title,
  failed,
  empty,
  children,
}: {
  id: string;
  title: string;
  failed: string | null;
  empty: string;
  /** The list, or null when the group has no results. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      {failed ? <p className={layout.quiet}>{failed}</p> : null}
      {children ?? (failed ? null : <p className={layout.quiet}>{empty}</p>)}
    </section>
  );
}

export default function Search() {
  const { search, strings, status } = useLoaderData<typeof loader>();
  const { labels } = strings;
  // The page's words in the reader's language; results are content, English where it stayed so.
  const { ui, content, inUi } = useStringsLang(strings.lang);
  // docs/behaviour.md#analytics: `Searched` (category `Website Search`), labelled with keywords.
  useEffect(() => {
    if (search.query) trackEvent(searchedEvent(search.query));
  }, [search.query]);
  const chrome = useChrome();
  const format = useFeedFormat();
  const total =
    search.schools.length + search.results.length + search.files.length + search.groups.length;
  const query = search.query;
  // The menus' actions and quick links, once each: where a visitor who found nothing goes next.
  const topTasks = [...chrome.navigation.actionItems, ...chrome.navigation.quickLinks].filter(
    (item, index, all) => all.findIndex((other) => other.url === item.url) === index,
  );
  // The search box's words are the chrome's, English where the chrome has them in English.
  const searchBoxLang = chrome.labelsInEnglish.includes('searchLabel')
    ? 'en'
    : chrome.language.code;
  return (
    <SiteShell chrome={chrome} searchQuery={search.query}>
      <div {...ui}>
        <h1 className={layout.title}>{labels.title}</h1>
        <div {...inUi(searchBoxLang)}>
          <SearchBox
            defaultValue={search.query}
            action="/search"
            id="search-page"
            label={chrome.labels.searchLabel}
            submitLabel={chrome.labels.searchSubmit}
          />
        </div>
        {search.query ? (
          <p role="status" className={layout.lead}>
            {fillLabel(labels[status], { count: total, query })}
          </p>
        ) : null}
        {search.suggestion ? (
          <p className={layout.lead}>
            {fillNodes(labels.didYouMean, {
              suggestion: (
                <a href={`/search?q=${encodeURIComponent(search.suggestion)}`}>
                  {search.suggestion}
                </a>
              ),
            })}
          </p>
        ) : null}
        {search.query ? (
          <div className={layout.stack} data-analytics-search={search.query}>
            {search.query && total === 0 && status === 'noResults' ? (
              <section aria-labelledby="search-help" className={layout.stack}>
                <div>
                  <h2 id="search-help" className={layout.sectionTitle}>
                    {labels.topTasks}
                  </h2>
                  <p>{labels.noResultsHelp}</p>
                </div>
                <ul className={`${layout.grid} ${layout.plainList}`}>
                  {topTasks.map((item) => (
                    <li key={item.id} className={layout.result} {...content}>
                      <a href={item.url}>{item.label}</a>
                    </li>
                  ))}
                  <li className={layout.result}>
                    <a href={chrome.org.externalSites.directory}>{labels.directory}</a>
                  </li>
                </ul>
              </section>
            ) : null}
            {search.schools.length > 0 ? (
              <section aria-labelledby="results-schools">
                <h2 id="results-schools" className={layout.sectionTitle}>
                  {labels.schools}
                </h2>
                <ul className={layout.plainList}>
                  {search.schools.map((school) => (
                    <li key={school.id} className={layout.result}>
                      {/* A school's name stays as the school writes it, in every language. */}
                      <h3 className={layout.resultTitle} lang="en" translate="no">
                        {school.title}
                      </h3>
                      {school.phone ? (
                        <p>
                          {labels.phone}:{' '}
                          <a href={telHref(school.phone)} dir="ltr" translate="no">
                            {school.phone}
                          </a>
                        </p>
                      ) : null}
                      {school.website ? (
                        <p>
                          <a href={school.website}>
                            {fillNodes(labels.schoolSite, {
                              name: (
                                <span lang="en" translate="no">
                                  {school.title}
                                </span>
                              ),
                            })}
                          </a>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ResultGroup
              id="results-pages"
              title={labels.pagesAndNews}
              failed={search.failed.includes('results') ? labels.pagesFailed : null}
              empty={labels.noPages}
            >
              {search.results.length > 0 ? (
                <ol className={layout.plainList} {...content}>
                  {search.results.map((result) => (
                    <li key={`${result.kind}-${result.id}`} className={layout.result}>
                      <h3 className={layout.resultTitle}>
                        <a href={result.url}>{result.title}</a>
                      </h3>
                      <p className={layout.resultUrl} translate="no">
                        {result.url}
                      </p>
                      {result.metaDescription ? <p>{result.metaDescription}</p> : null}
                    </li>
                  ))}
                </ol>
              ) : null}
            </ResultGroup>
            <ResultGroup
              id="results-files"
              title={labels.files}
              failed={search.failed.includes('files') ? labels.filesFailed : null}
              empty={labels.noFiles}
            >
              {search.files.length > 0 ? (
                <ul className={`${layout.grid} ${layout.plainList}`} {...content}>
                  {search.files.map((file) => (
                    <li key={file.id}>
                      <FileCard
                        name={file.name}
                        url={file.url}
                        typeName={file.typeName}
                        updatedLabel={chrome.labels.updated}
                        modifiedDateTime={file.modifiedDateTime}
                        written={inLanguage(file.written, format.locale)}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </ResultGroup>
            <ResultGroup
              id="results-contacts"
              title={labels.contacts}
              failed={search.failed.includes('groups') ? labels.contactsFailed : null}
              empty={labels.noContacts}
            >
              {search.groups.length > 0 ? (
                <ul className={`${layout.grid} ${layout.plainList}`} {...content}>
                  {search.groups.map((group) => (
                    <li key={group.id}>
                      <GroupCard
                        group={group}
                        contactForm={chrome.features.contactForm}
                        messageLabel={(name) => fillLabel(chrome.labels.sendMessage, { name })}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </ResultGroup>
          </div>
        ) : null}
      </div>
    </SiteShell>
  );
}
