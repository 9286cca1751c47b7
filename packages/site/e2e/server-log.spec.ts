import http from 'node:http';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// Readers leave mid-page all the time (a phone losing its signal, a tab closed while the page
// loads). Each such request ends its render early; that is not a failure, and a snow-day morning
// of them must not bury the server's log in stack traces. A render failing for a real reason is
// still logged (entry.server.tsx).
test.describe.configure({ mode: 'serial' });

let site: SiteServer;

test.beforeAll(async () => {
  // The page cache off, so that every request renders.
  site = await startSiteServer(
    'district',
    3140,
    { DISABLE_PAGE_CACHE: '1' },
    { captureOutput: true },
  );
});

test.afterAll(() => site?.stop());

/** Asks for `/` and hangs up after `afterMs`, or on the first bytes if they come sooner. */
function leaveEarly(origin: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, { headers: { 'accept-encoding': 'br' } }, (response) => {
      response.once('data', () => request.destroy());
    });
    request.on('close', () => resolve());
    request.on('error', () => undefined);
    setTimeout(() => request.destroy(), afterMs);
  });
}

test('readers who leave mid-page leave no errors in the log, and the site keeps answering', async () => {
  // Fifty at once, so that renders wait for their turn and are cut at every stage.
  for (const afterMs of [20, 50, 100, 200, 400]) {
    await Promise.all(Array.from({ length: 50 }, () => leaveEarly(site.url, afterMs)));
  }
  const answer = await fetch(`${site.url}/`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<h1');
  // Renders cut short finish on their own shortly after their readers left.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const output = site.output();
  expect(output, output.slice(-2_000)).not.toContain('closed early');
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  // Every line is one JSON entry (no bare stack traces), and none of them is an error.
  for (const line of lines) {
    expect(line.startsWith('{'), line).toBe(true);
    expect(JSON.parse(line), line).not.toMatchObject({ level: 'error' });
  }
});
