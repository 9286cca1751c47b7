import type { RouteConfig } from '@remix-run/route-config';

export default [{ index: true, file: 'routes/home.tsx' }] satisfies RouteConfig;
