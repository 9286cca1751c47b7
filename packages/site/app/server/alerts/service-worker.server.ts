/**
 * The alerts service worker (docs/alerts.md#browser-push): one notification per push, tagged so a
 * revision replaces the earlier, a click opening this site only. Plain ES2017, run as sent.
 */

/** The worker's script, as served. */
export const ALERTS_SERVICE_WORKER = `'use strict';
// Alerts service worker: docs/alerts.md#browser-push.
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

function sameSiteUrl(value) {
  try {
    var url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch (error) {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', function (event) {
  var message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch (error) {
    message = null;
  }
  if (!message || typeof message.title !== 'string' || typeof message.tag !== 'string') return;
  var heading = [message.importance, message.organization].filter(Boolean).join(' · ');
  var body = [heading, message.body].filter(Boolean).join('\\n');
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: body,
      tag: message.tag,
      // A revision replaces the shown notification and is announced again.
      renotify: true,
      lang: typeof message.lang === 'string' ? message.lang : '',
      dir: message.dir === 'rtl' ? 'rtl' : 'ltr',
      data: { url: sameSiteUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = sameSiteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(self.clients.openWindow(url));
});
`;
