import { feedPanelDefaults } from '@district/core/feeds/defaults';
import type { FeedKind } from '@district/core/feeds/kinds';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { useRouteLoaderData } from '@remix-run/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { feedSubscribe } from '../components/subscribe-links';
import { type FeedFormat, feedFormat } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import type { loader as rootLoader } from '../root';
import type { UiStringKey } from '../server/strings/ui-strings.server';
import type { FeedPanelData } from './feeds.server';
import * as styles from './lazy-feed.css';
import { unknownFeedKind } from './unknown-feed-kind';

/** How many items each feed shows on the error page: a glance; its "more" link has the rest. */
export const ERROR_PAGE_FEED_ITEMS = 3;

/** Where a lazy feed's load stands once the page's script has taken over. */
type FeedLoad =
  | { state: 'waiting' }
  | { state: 'loaded'; feed: FeedPanelData }
  | { state: 'failed' };

/**
 * A feed on the error page that loads when scrolled near (docs/behaviour.md#error-page-feeds), in
 * fixed-height rows so nothing moves when they arrive. Without JavaScript: title and "more" link.
 */
// Each default panel word (core's feedPanelDefaults, in English) and its chrome label.
const FEED_WORDS: Readonly<Record<string, UiStringKey>> = {
  Announcements: 'feedAnnouncements',
  'More Announcements': 'feedMoreAnnouncements',
  Stories: 'feedStories',
  'More Stories': 'feedMoreStories',
  Events: 'feedEvents',
  'Full Calendar': 'feedFullCalendar',
  Files: 'feedFiles',
  'More Files': 'feedMoreFiles',
  People: 'feedPeople',
  'Full Directory': 'feedFullDirectory',
};

function inReaderLanguage(english: string, labels: Readonly<Record<UiStringKey, string>>): string {
  const key = FEED_WORDS[english];
  return key ? labels[key] : english;
}

export function LazyFeed({ kind }: { kind: FeedKind }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const ref = useRef<HTMLDivElement>(null);
  // 'waiting' (busy) only while this script waits; the server's markup has no state and is not
  // busy. A failed feed is 'failed', never a section announced as loading for ever.
  const [load, setLoad] = useState<FeedLoad>();
  const feed = load?.state === 'loaded' ? load.feed : null;
  const language = root?.chrome.language.code ?? 'en';

  useEffect(() => {
    const element = ref.current;
    if (!element || feed) return;
    let cancelled = false;
    setLoad({ state: 'waiting' });
    const fetchFeed = () =>
      fetch(`/api/feeds/${kind}?lang=${encodeURIComponent(language)}`, {
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<FeedPanelData>) : null))
        .catch(() => null)
        .then((loaded) => {
          if (!cancelled) setLoad(loaded ? { state: 'loaded', feed: loaded } : { state: 'failed' });
        });
    const cancel = () => {
      cancelled = true;
    };
    if (!('IntersectionObserver' in window)) {
      fetchFeed();
      return cancel;
    }
    // Half a screen early, so a reader scrolling down mostly finds it loaded.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          fetchFeed();
        }
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [kind, feed, language]);

  if (!root) return null;
  const { chrome } = root;
  const defaults = feedPanelDefaults(kind, chrome.org.externalSites);
  // Before it loads, the panel's default title and "more" link in the reader's language.
  const shown = feed ?? {
    ...defaults,
    kind,
    title: inReaderLanguage(defaults.title, chrome.labels),
    linkLabel: inReaderLanguage(defaults.linkLabel, chrome.labels),
  };
  // Once answered, the panel says what it has: its rows, or why it has none.
  const failed = load?.state === 'failed' || Boolean(feed?.failed);
  const emptyMessage = failed
    ? chrome.labels.listUnavailable
    : feed
      ? chrome.labels.nothingToShow
      : '';
  return (
    <div
      ref={ref}
      className={styles.feed}
      data-feed={kind}
      data-state={load?.state}
      aria-busy={load?.state === 'waiting' || undefined}
    >
      <FeedPanel
        icon={shown.icon}
        title={shown.title}
        link={shown.link}
        linkLabel={shown.linkLabel}
        emptyMessage={emptyMessage}
        subscribe={feedSubscribe(kind, shown.title, chrome)}
      >
        {feed && !failed ? compactRows(feed, feedFormat(chrome), chrome.labels) : null}
      </FeedPanel>
    </div>
  );
}

/** A compact row: the item's title (two lines at most) and one line about it. */
function Row({ href, title, meta }: { href?: string; title: string; meta: ReactNode }) {
  const content = (
    <>
      <span className={styles.rowTitle}>{title}</span>
      <span className={styles.rowMeta}>{meta}</span>
    </>
  );
  return href ? (
    <a className={`${styles.row} ${styles.rowLink}`} href={href}>
      {content}
    </a>
  ) : (
    <div className={styles.row}>{content}</div>
  );
}

/** The first items of a feed as compact rows, each a list item of the panel. */
export function compactRows(
  feed: FeedPanelData,
  format: FeedFormat,
  labels: { allDay: string; updated: string },
) {
  switch (feed.kind) {
    case 'announcements':
    case 'stories':
      return feed.items.slice(0, ERROR_PAGE_FEED_ITEMS).map((item) => {
        const { date } = inLanguage(item.written, format.locale);
        return (
          <Row
            key={item.id}
            href={item.url}
            title={item.title}
            meta={date ? <time dateTime={item.publishDateTime}>{date}</time> : null}
          />
        );
      });
    case 'events':
      return feed.items.slice(0, ERROR_PAGE_FEED_ITEMS).map((event) => {
        const times = inLanguage(event.written, format.locale);
        return (
          <Row
            key={event.id}
            title={event.title}
            meta={
              <>
                <time dateTime={event.start}>{times.day}</time>
                {' · '}
                {event.allDay ? labels.allDay : <time dateTime={event.start}>{times.start}</time>}
              </>
            }
          />
        );
      });
    case 'files':
      return feed.items.slice(0, ERROR_PAGE_FEED_ITEMS).map((file) => {
        const { modified } = inLanguage(file.written, format.locale);
        return (
          <Row
            key={file.id}
            href={file.url}
            title={file.name}
            meta={
              <>
                {file.typeName ? `${file.typeName} · ` : null}
                {file.modifiedDateTime && modified ? (
                  <>
                    {labels.updated} <time dateTime={file.modifiedDateTime}>{modified}</time>
                  </>
                ) : null}
              </>
            }
          />
        );
      });
    case 'people':
      return feed.items
        .slice(0, ERROR_PAGE_FEED_ITEMS)
        .map((person) => (
          <Row
            key={person.id}
            title={person.displayName}
            meta={person.title ?? person.employee?.jobTitles?.[0] ?? null}
          />
        ));
    default:
      return unknownFeedKind(feed);
  }
}
