import { feedPanelDefaults } from '@district/core/feeds/defaults';
import type { FeedKind } from '@district/core/feeds/kinds';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { loader as rootLoader } from '../root';
import type { FeedPanelData } from '../server/feeds.server';
import { FeedItems } from './feed-panels';
import { feedFormat } from './use-chrome';

/**
 * A feed on the error page that loads when it scrolls into view (SPEC 2 and 7.8). Without
 * JavaScript it is the panel's title and "more" link, which is all a reader needs to go on.
 */
export function LazyFeed({ kind }: { kind: FeedKind }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const ref = useRef<HTMLDivElement>(null);
  const [feed, setFeed] = useState<FeedPanelData | null>(null);
  // Busy only while this script waits for the feed. The server's markup is not busy: without
  // JavaScript the panel is its title and "more" link, complete as it is. A feed that could not be
  // read stops being busy too, rather than a section a screen reader announces as loading for ever.
  const [waiting, setWaiting] = useState(false);
  const language = root?.chrome.language.code ?? 'en';

  useEffect(() => {
    const element = ref.current;
    if (!element || feed) return;
    let cancelled = false;
    setWaiting(true);
    const load = () =>
      fetch(`/api/feeds/${kind}?lang=${encodeURIComponent(language)}`, {
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<FeedPanelData>) : null))
        .catch(() => null)
        .then((loaded) => {
          if (cancelled) return;
          if (loaded) setFeed(loaded);
          setWaiting(false);
        });
    if (!('IntersectionObserver' in window)) {
      load();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [kind, feed, language]);

  if (!root) return null;
  const defaults = feedPanelDefaults(kind, root.chrome.org.externalSites);
  const shown = feed ?? { ...defaults, kind };
  return (
    <div ref={ref} data-feed={kind} aria-busy={waiting || undefined}>
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
