// Route contract of ARCHITECTURE.md. Plain route objects with a type-only import: routes.ts runs
// rooted at the app folder, where the template's packages cannot be resolved at run time.
import type { RouteConfig } from '@remix-run/route-config';

export default [
  { index: true, file: 'routes/home.tsx' },
  { path: 'announcements', file: 'routes/message-list.tsx', id: 'announcements' },
  { path: 'announcements/:slug', file: 'routes/message-detail.tsx', id: 'announcement' },
  { path: 'stories', file: 'routes/message-list.tsx', id: 'stories' },
  { path: 'stories/:slug', file: 'routes/message-detail.tsx', id: 'story' },
  { path: 'search', file: 'routes/search.tsx' },
  { path: 'contact', file: 'routes/contact.tsx' },
  { path: 'accessibility', file: 'routes/accessibility.tsx' },
  { path: 'api/notifications', file: 'routes/api.notifications.ts' },
  { path: 'notifications/dismiss', file: 'routes/notifications.dismiss.ts' },
  { path: 'api/feeds/:kind', file: 'routes/api.feeds.ts' },
  { path: 'brand/:file', file: 'routes/brand.ts' },
  { path: 'healthz', file: 'routes/healthz.ts' },
  { path: 'announcements.rss', file: 'routes/feed.rss.ts', id: 'announcements-rss' },
  { path: 'stories.rss', file: 'routes/feed.rss.ts', id: 'stories-rss' },
  { path: 'events.ics', file: 'routes/events.ics.ts', id: 'events-ics' },
  { path: 'alerts/feed.atom', file: 'routes/alerts.feed.ts', id: 'alerts-atom' },
  { path: 'alerts/:file', file: 'routes/alerts.cap.ts', id: 'alert-cap' },
  { path: 'events/:file', file: 'routes/events.ics.ts', id: 'event-ics' },
  { path: 'calendars/:file', file: 'routes/events.ics.ts', id: 'calendar-ics' },
  { path: 'calendars/:calendar/:event', file: 'routes/event.tsx', id: 'event' },
  { path: 'sitemap.xml', file: 'routes/sitemap.ts', id: 'sitemap' },
  { path: 'robots.txt', file: 'routes/robots.ts' },
  { path: 'auth', file: 'routes/auth.tsx' },
  { path: 'auth/callback', file: 'routes/auth.callback.ts' },
  { path: 'auth/sign-out', file: 'routes/auth.sign-out.ts' },
  { path: '*', file: 'routes/cms-page.tsx' },
] satisfies RouteConfig;
