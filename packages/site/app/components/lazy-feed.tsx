import { feedPanelDefaults } from '@district/core/feeds/defaults';
import type { FeedKind } from '@district/core/feeds/kinds';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { loader as rootLoader } from '../root';
import type { FeedPanelData } from '../server/feeds.server';
import { FeedItems } from './feed-panels';
import * as styles from './lazy-feed.css';
import { feedFormat } from './use-chrome';

/** Where a lazy feed's load stands once the page's script has taken over. */
type FeedLoad =
  | { state: 'waiting' }
  | { state: 'loaded'; feed: FeedPanelData }
  | { state: 'failed' };

/**
 * A feed on the error page that loads when it scrolls into view (SPEC 2 and 7.8). Without
 * JavaScript it is the panel's title and "more" link, which is all a reader needs to go on.
 */
export function LazyFeed({ kind }: { kind: FeedKind }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const ref = useRef<HTMLDivElement>(null);
  // 'waiting' (and busy) only while this script waits for the feed. The server's markup has no
  // state and is not busy: without JavaScript the panel is its title and "more" link, complete as
  // it is. A feed that could not be read is 'failed', not busy, rather than a section a screen
  // reader announces as loading for ever.
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
    // Asked for half a screen before it comes into view, so a reader scrolling down mostly finds
    // it loaded.
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
  const defaults = feedPanelDefaults(kind, root.chrome.org.externalSites);
  const shown = feed ?? { ...defaults, kind };
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
        emptyMessage=""
      >
        {feed ? <FeedItems feed={feed} format={feedFormat(root.chrome)} /> : null}
      </FeedPanel>
    </div>
  );
}
