import type { AnalyticsEvent } from '@district/core/analytics/events';
import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useNonce } from './nonce';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** Google Analytics 4 when `ANALYTICS_ID` is set: the script and a page view per navigation. */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  const nonce = useNonce();
  const location = useLocation();
  useEffect(() => {
    if (!measurementId || !window.gtag) return;
    window.gtag('event', 'page_view', {
      page_location: window.location.href,
      page_path: location.pathname + location.search,
      send_to: measurementId,
    });
  }, [measurementId, location.pathname, location.search]);
  if (!measurementId) return null;
  const id = JSON.stringify(measurementId);
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      <script
        nonce={nonce}
        // The page views are sent by the effect above, one per navigation.
        // A fixed snippet; the id is JSON-encoded.
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${id.replace(/</g, '\\u003c')},{send_page_view:false});`,
        }}
      />
    </>
  );
}

/** Records an analytics event (no-op without analytics). */
export function trackEvent(event: AnalyticsEvent): void {
  window.gtag?.('event', event.action, {
    event_category: event.category,
    event_label: event.label,
  });
}
