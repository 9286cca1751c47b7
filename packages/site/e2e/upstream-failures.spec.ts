import { type LocalServer, startLocalServer } from '@district/data/testing/local-http-server';
import { expect, request, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// The district with its search service failing three ways. The page content comes from the
// embedded CMS, so every page still answers 200; the search section says quietly that its results
// could not be loaded, and the server's JSON log line names the failure and the request.
test.describe.configure({ mode: 'serial' });

const SEARCH_QUIET = 'These results could not be loaded right now.';

interface Case {
  name: string;
  port: number;
  /** Starts the failing search service; returns its endpoint and how to stop it. */
  upstream(): Promise<{ endpoint: string; close(): Promise<void> }>;
  /** What the log line about the failed search group says. */
  logged: { name: string; error: RegExp };
}

const CASES: Case[] = [
  {
    name: 'is down (connection refused)',
    port: 3132,
    async upstream() {
      // A port that was just listening and no longer is: connections are refused.
      const server = await startLocalServer(() => undefined);
      await server.close();
      return { endpoint: server.url, close: async () => undefined };
    },
    logged: { name: 'NetworkError', error: /ECONNREFUSED/ },
  },
  {
    name: 'hangs past the timeout',
    port: 3133,
    async upstream() {
      const server: LocalServer = await startLocalServer(() => new Promise<void>(() => undefined));
      return { endpoint: server.url, close: () => server.close() };
    },
    logged: { name: 'TimeoutError', error: /timed out after 500 ms/ },
  },
  {
    name: 'answers garbage JSON',
    port: 3134,
    async upstream() {
      const server = await startLocalServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"value": [tru');
      });
      return { endpoint: server.url, close: () => server.close() };
    },
    logged: { name: 'ResponseFormatError', error: /Unexpected response from Azure AI Search/ },
  },
];

for (const failure of CASES) {
  test.describe(`search ${failure.name}`, () => {
    let upstream: { endpoint: string; close(): Promise<void> };
    let site: SiteServer;

    test.beforeAll(async () => {
      upstream = await failure.upstream();
      site = await startSiteServer(
        'district',
        failure.port,
        {
          SEARCH_ENDPOINT: upstream.endpoint,
          SEARCH_API_KEY: 'test-key',
          UPSTREAM_TIMEOUT_MS: '500',
          DISABLE_PAGE_CACHE: '1',
        },
        { captureOutput: true },
      );
    });

    test.afterAll(async () => {
      site?.stop();
      await upstream?.close();
    });

    test('pages answer 200, search says so quietly, and the log names the failure', async () => {
      const api = await request.newContext({ baseURL: site.url });
      for (const path of ['/', '/about-us']) {
        const answer = await api.get(path);
        expect(answer.status(), path).toBe(200);
        expect(await answer.text(), path).toContain('<h1');
      }
      const search = await api.get('/search?q=bus');
      expect(search.status()).toBe(200);
      expect(await search.text()).toContain(SEARCH_QUIET);
      const requestId = search.headers()['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await api.dispose();

      // One JSON line per entry; the search request's own lines carry its id.
      const lines = site
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const failed = lines.filter(
        (line) => line.msg === 'Search group failed' && line.requestId === requestId,
      );
      expect(failed.length, site.output().slice(-2_000)).toBeGreaterThan(0);
      for (const line of failed) {
        expect(line).toMatchObject({ level: 'error', name: failure.logged.name });
        expect(String(line.error)).toMatch(failure.logged.error);
      }
    });
  });
}
