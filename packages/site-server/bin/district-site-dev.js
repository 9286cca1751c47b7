#!/usr/bin/env node
// The `district-site-dev` bin (an app's `dev` script): the production server with Vite as
// middleware (src/dev.ts). In the repository it runs the server's TypeScript through tsx, so
// development needs no build; the published package runs its compiled copy.
import { existsSync } from 'node:fs';

const source = new URL('../src/dev.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('../dist/src/dev.js');
}
