// Route contract of ARCHITECTURE.md. Plain route objects with a type-only import: routes.ts runs
// rooted at the app folder, where the template's packages cannot be resolved at run time.
import type { RouteConfig } from '@remix-run/route-config';

const r = (path: string | undefined, file: string, index = false) =>
  index ? { index: true, file } : { path, file };

export default [
  r(undefined, 'routes/home.tsx', true),
  r('healthz', 'routes/healthz.ts'),
  r('*', 'routes/cms-page.tsx'),
] satisfies RouteConfig;
