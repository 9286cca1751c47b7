import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Integration tests here start real local servers (identity provider, translation, site layer):
  // seconds each on a busy two-core machine.
  test: {
    environment: 'node',
    include: ['app/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
