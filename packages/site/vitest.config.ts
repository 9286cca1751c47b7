import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Integration tests here start real local servers (identity provider, translation, site layer):
  // seconds each on a busy two-core machine.
  test: {
    environment: 'node',
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 30_000,
    // server/page-cache.memory.test.ts reads resident memory after a forced collection.
    execArgv: ['--expose-gc'],
  },
});
