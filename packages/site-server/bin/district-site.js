#!/usr/bin/env node
// The `district-site` bin: the production server compiled by this package's `build` script
// (src/*.ts → dist/src/). A file of its own so the bin exists before the first build.
await import('../dist/src/serve.js');
