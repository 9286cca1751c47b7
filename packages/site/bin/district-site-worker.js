#!/usr/bin/env node
// The `district-site-worker` bin: the alert worker compiled by this package's `build` script
// (server/worker.ts → dist/server/). A file of its own so the bin exists before the first build.
await import('../dist/server/worker.js');
