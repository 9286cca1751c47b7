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
  { path: 'api/notifications', file: 'routes/api.notifications.ts' },
  { path: 'api/feeds/:kind', file: 'routes/api.feeds.ts' },
  { path: 'brand/:file', file: 'routes/brand.ts' },
  { path: 'healthz', file: 'routes/healthz.ts' },
  { path: '*', file: 'routes/cms-page.tsx' },
] satisfies RouteConfig;
