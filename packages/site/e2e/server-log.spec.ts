import http from 'node:http';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// What the production server writes to its log: one JSON entry per line, which a log pipeline
// reads as it is, and errors only for what went wrong on our side.
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

/** The server's log lines so far; every one must be a JSON entry (no bare stack traces). */
function logEntries(): Record<string, unknown>[] {
  return site
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      expect(line.startsWith('{'), line).toBe(true);
      return JSON.parse(line) as Record<string, unknown>;
    });
}

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
  // Readers leave all the time (a phone losing its signal, a tab closed while the page loads):
  // each ends its render early, which is not a failure. Fifty at once, so that renders wait for
  // their turn and are cut at every stage.
  for (const afterMs of [20, 50, 100, 200, 400]) {
    await Promise.all(Array.from({ length: 50 }, () => leaveEarly(site.url, afterMs)));
  }
  const answer = await fetch(`${site.url}/`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<h1');
  // Renders cut short finish on their own shortly after their readers left.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  expect(site.output(), site.output().slice(-2_000)).not.toContain('closed early');
  for (const entry of logEntries()) expect(entry).not.toMatchObject({ level: 'error' });
});

test('a post to a page with no form is logged as one refusal, not as an error', async () => {
  const answer = await fetch(`${site.url}/about-us`, {
    method: 'POST',
    headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'anything=1',
  });
  expect(answer.status).toBe(405);
  await answer.text();

  const entries = logEntries();
  const refused = entries.filter((entry) => entry.msg === 'Request refused');
  expect(refused).toEqual([
    expect.objectContaining({ level: 'warn', method: 'POST', path: '/about-us', status: 405 }),
  ]);
  for (const entry of entries) expect(entry).not.toMatchObject({ level: 'error' });
});
