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
  // A feed that could not be read stops being busy: its title and "more" link remain, as without
  // JavaScript, rather than a section a screen reader announces as loading for ever.
  const [failed, setFailed] = useState(false);
  const language = root?.chrome.language.code ?? 'en';

  useEffect(() => {
    const element = ref.current;
    if (!element || feed || failed) return;
    let cancelled = false;
    const load = () =>
      fetch(`/api/feeds/${kind}?lang=${encodeURIComponent(language)}`, {
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<FeedPanelData>) : null))
        .catch(() => null)
        .then((loaded) => {
          if (cancelled) return;
          if (loaded) setFeed(loaded);
          else setFailed(true);
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
  }, [kind, feed, failed, language]);

  if (!root) return null;
  const defaults = feedPanelDefaults(kind, root.chrome.org.externalSites);
  const shown = feed ?? { ...defaults, kind };
  return (
    <div ref={ref} data-feed={kind} aria-busy={feed || failed ? undefined : true}>
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
