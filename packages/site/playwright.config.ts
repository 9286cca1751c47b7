import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SITES } from './e2e/sites';

// Debian's Chromium where it exists (Playwright's own download does not work on our machines);
// elsewhere Playwright's own browser.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run the servers and the browser: two workers is the most that helps.
  workers: 2,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    ...Object.values(SITES).map(({ app, port }) => ({
      command: `pnpm --filter ${app} start`,
      url: `http://127.0.0.1:${port}/healthz`,
      env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    // The staff intranet (e2e/intranet*.spec.ts): with AUTH_* unset and NODE_ENV=development it
    // starts the bundled development identity provider, which the tests sign in through.
    {
      command: 'pnpm --filter @district/app-intranet start',
      url: 'http://127.0.0.1:3104/healthz',
      env: { PORT: '3104', HOST: '127.0.0.1', NODE_ENV: 'development' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
