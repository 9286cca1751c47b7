import { type APIRequestContext, expect, test } from '@playwright/test';
import { documentWithoutDataStream } from './routes';
import { siteUrl } from './sites';

/** Enough for every menu page, list page and detail page of the demo district, with room to grow. */
const MAX_PAGES = 400;
/** Requests in flight at once: the server, not the test runner, is the bottleneck on two cores. */
const CONCURRENCY = 4;

/** The `href` of every `<a>` in a document (entities in URLs are only ever `&amp;` here). */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of documentWithoutDataStream(html).matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gi)) {
    if (match[1] !== undefined) hrefs.push(match[1].replace(/&amp;/g, '&'));
  }
  return hrefs;
}

/** The internal URL a link points at, without its fragment; undefined for what the crawl skips. */
function internalTarget(href: string, from: URL): string | undefined {
  if (href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return undefined;
  }
  if (url.origin !== from.origin) return undefined;
  if (url.pathname.startsWith('/api/')) return undefined;
  url.hash = '';
  return url.href;
}

interface Failure {
  url: string;
  status: number | string;
  linkedFrom: string;
}

async function crawl(request: APIRequestContext, start: string) {
  const seen = new Map<string, string>([[start, '(start)']]);
  const queue = [start];
  const failures: Failure[] = [];
  let crawled = 0;

  async function visit(url: string) {
    const linkedFrom = seen.get(url) ?? '';
    let response: Awaited<ReturnType<APIRequestContext['get']>>;
    try {
      response = await request.get(url, { maxRedirects: 5, timeout: 15_000 });
    } catch (error) {
      failures.push({ url, status: String(error).split('\n')[0] ?? 'error', linkedFrom });
      return;
    }
    if (response.status() !== 200) failures.push({ url, status: response.status(), linkedFrom });
    const type = response.headers()['content-type'] ?? '';
    if (!type.startsWith('text/html')) return;
    crawled += 1;
    const from = new URL(response.url());
    for (const href of anchorHrefs(await response.text())) {
      const target = internalTarget(href, from);
      if (target === undefined || seen.has(target)) continue;
      seen.set(target, url);
      // Every link found is checked; only the first MAX_PAGES pages are followed further.
      if (seen.size <= MAX_PAGES) queue.push(target);
      else
        failures.push({
          url: target,
          status: `not crawled: over ${MAX_PAGES} pages`,
          linkedFrom: url,
        });
    }
  }

  // Breadth first, a few requests at a time.
  const inFlight = new Set<Promise<void>>();
  while (queue.length > 0 || inFlight.size > 0) {
    while (queue.length > 0 && inFlight.size < CONCURRENCY) {
      const url = queue.shift() as string;
      const task: Promise<void> = visit(url).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    if (inFlight.size > 0) await Promise.race(inFlight);
  }
  return { failures, crawled, checked: seen.size };
}

test('Every link on the district site leads somewhere: no broken internal links', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { failures, crawled, checked } = await crawl(request, siteUrl('district', '/'));
  const report = failures.map((f) => `${f.status} ${f.url}  (linked from ${f.linkedFrom})`);
  console.log(
    `crawled ${crawled} pages, checked ${checked} internal URLs, ${failures.length} failures`,
  );
  if (report.length > 0) console.log(report.join('\n'));
  // A crawl that found next to nothing would pass vacuously.
  expect(crawled).toBeGreaterThan(50);
  expect(report, report.join('\n')).toEqual([]);
});
