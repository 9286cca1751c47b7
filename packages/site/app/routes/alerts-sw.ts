import { ALERTS_SERVICE_WORKER } from '../server/alerts/service-worker.server';

/**
 * `/alerts-sw.js`: the alerts service worker, at the root so its scope is the whole site. Kept
 * briefly: browsers check it for updates anyway, and a fix must reach them within the hour.
 */
export function loader() {
  return new Response(ALERTS_SERVICE_WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Service-Worker-Allowed': '/',
      // The worker runs no inline code and fetches nothing.
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
