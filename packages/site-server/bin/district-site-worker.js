#!/usr/bin/env node
// The `district-site-worker` bin: the alert worker compiled by this package's `build` script
// (src/worker.ts → dist/src/). A file of its own so the bin exists before the first build.
await import('../dist/src/worker.js');
