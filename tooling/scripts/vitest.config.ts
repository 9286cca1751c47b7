import { defineConfig } from 'vitest/config';

// These tests run the generator and turbo as child processes: seconds each on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000 } });
