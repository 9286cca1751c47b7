import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Integration tests here start real local servers (the site server, a child process with few
  // descriptors): seconds each on a busy two-core machine.
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // src/page-cache.memory.test.ts reads resident memory after a forced collection.
    execArgv: ['--expose-gc'],
  },
});
