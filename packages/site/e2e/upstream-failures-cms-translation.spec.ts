import type { FakeCms } from '@district/data/cms/testing/fake-cms';
import { startDemoCms } from '@district/data/testing/demo-cms';
import {
  type FaultKind,
  type FaultProxy,
  graphqlOperation,
  startFaultProxy,
} from '@district/data/testing/fault-proxy';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// The district on a remote CMS (graphql-yoga executing our schema over the demo content) and a
// translation function, each behind a fault proxy that cuts connections, hangs or answers
// garbage. The page's own content missing means the error page with its status; a chrome section
// failing (the menus) or translation failing degrades that part only, the page answering 200.
// Every failure is logged with the request's id, and no answer waits much past the timeout.
test.describe.configure({ mode: 'serial' });

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const TIMEOUT_MS = 500;
// The upstream timeout, plus rendering on a busy two-core machine; a hang would take forever.
const MAX_ANSWER_MS = TIMEOUT_MS + 2_500;
const TRANSLATION_FAILED_ES = 'No pudimos traducir esta página en este momento';

type LogLine = Record<string, unknown>;

const CASES: { kind: Exclude<FaultKind, 'none'>; port: number; errorKind: string }[] = [
  { kind: 'down', port: 3301, errorKind: 'network' },
  { kind: 'hang', port: 3302, errorKind: 'timeout' },
  { kind: 'garbage', port: 3303, errorKind: 'bad-response' },
];

for (const failure of CASES) {
  test.describe(`CMS and translation: ${failure.kind}`, () => {
    let cms: FakeCms;
    let cmsProxy: FaultProxy;
    let translator: FakeTranslator;
    let translatorProxy: FaultProxy;
    let site: SiteServer;
    let api: APIRequestContext;

    test.beforeAll(async () => {
      cms = await startDemoCms({ organizationIds: [DISTRICT] });
      // The first GraphQL request builds the schema's executor: not the site's timeout to pay.
      await fetch(cms.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      const cmsUrl = new URL(cms.endpoint);
      cmsProxy = await startFaultProxy(cmsUrl.origin, { kind: failure.kind });
      translator = await startFakeTranslator();
      translatorProxy = await startFaultProxy(translator.url, { kind: failure.kind });
      site = await startSiteServer(
        'district',
        failure.port,
        {
          GRAPHQL_ENDPOINT: `${cmsProxy.url}${cmsUrl.pathname}`,
          FUNCTIONS_ENDPOINT: translatorProxy.url,
          UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
          TRANSLATION_TIMEOUT_MS: String(TIMEOUT_MS),
          DISABLE_PAGE_CACHE: '1',
          LOG_SUMMARY_INTERVAL_MS: '1000',
        },
        { captureOutput: true },
      );
      api = await request.newContext({ baseURL: site.url });
    });

    test.afterAll(async () => {
      await api?.dispose();
      site?.stop();
      await Promise.all([cmsProxy?.close(), translatorProxy?.close()]);
      await Promise.all([cms?.close(), translator?.close()]);
    });

    /** Gets `path`, timing it; returns the answer, its text, its request id and its log lines. */
    async function visit(path: string) {
      const started = Date.now();
      const answer = await api.get(path);
      const text = await answer.text();
      const elapsed = Date.now() - started;
      const requestId = answer.headers()['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      // Lines are written as the answer ends: give the pipe a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = site
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.requestId === requestId);
      return { answer, text, elapsed, lines };
    }

    const upstreamFailures = (lines: LogLine[], service: string) =>
      lines.filter(
        (line) => line.msg === 'Upstream call' && line.service === service && line.level === 'warn',
      );

    test('a page whose own content cannot be read is the error page with status 500', async () => {
      const { answer, text, elapsed, lines } = await visit('/about-us');
      expect(answer.status()).toBe(500);
      expect(text).toContain('An error occurred');
      expect(text).toContain('data-page-type="404-page"');
      // The error page says nothing about the upstream: neither the failure nor where the CMS
      // is (the page's own address, 127.0.0.1 here, is in its subscribe links by design).
      expect(text).not.toMatch(/NetworkError|TimeoutError|GraphQL/);
      expect(text).not.toContain(new URL(cmsProxy.url).host);
      expect(text).not.toContain(new URL(cms.endpoint).host);
      expect(elapsed).toBeLessThan(MAX_ANSWER_MS);

      const calls = upstreamFailures(lines, 'cms');
      expect(calls.map((line) => line.operation)).toContain('getPageByPath');
      for (const call of calls) {
        expect(call).toMatchObject({ method: 'POST', errorKind: failure.errorKind, cache: 'miss' });
        expect(call.durationMs as number).toBeLessThan(TIMEOUT_MS + 500);
      }
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request', status: 500, cache: 'BYPASS' }),
      );
      // The loader's failure itself: one entry with what failed and where (entry.server.tsx).
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: 'Request failed',
          method: 'GET',
          path: '/about-us',
          stack: expect.any(String),
        }),
      );
      expect(cmsProxy.requests.length).toBeGreaterThan(0);
    });

    test('menus failing leave the page at 200 without them, and say so in the log', async () => {
      cmsProxy.setFault({ kind: failure.kind, when: graphqlOperation('Menus') });
      const { answer, text, elapsed, lines } = await visit('/about-us');
      expect(answer.status()).toBe(200);
      expect(text).toMatch(/<h1[^>]*>About Us<\/h1>/);
      expect(elapsed).toBeLessThan(MAX_ANSWER_MS);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'Menus failed to load', section: 'Menus' }),
      );
      expect(upstreamFailures(lines, 'cms')).toEqual([
        expect.objectContaining({ operation: 'getMenus', errorKind: failure.errorKind }),
      ]);
      const answered = lines.filter(
        (line) => line.msg === 'Upstream call' && line.service === 'cms' && line.level === 'info',
      );
      expect(answered.map((line) => line.operation)).toContain('getPageByPath');
    });

    test('translation failing keeps the page in English with a quiet notice', async () => {
      cmsProxy.setFault({ kind: 'none' });
      const { answer, text, elapsed, lines } = await visit('/about-us?lang=es');
      expect(answer.status()).toBe(200);
      expect(text).toMatch(/<h1[^>]*>About Us<\/h1>/);
      expect(text).toContain(TRANSLATION_FAILED_ES);
      expect(elapsed).toBeLessThan(MAX_ANSWER_MS);
      expect(translatorProxy.requests.length).toBeGreaterThan(0);
      expect(translator.bodies).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'Translation failed; keeping the untranslated text' }),
      );
      const calls = upstreamFailures(lines, 'translation');
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(call).toMatchObject({ operation: 'translate', errorKind: failure.errorKind });
      }
    });

    test('the periodic summary line carries the data layer figures', async () => {
      // Written every second while there is traffic (60 s in production).
      await expect.poll(() => summaries().length, { timeout: 5_000 }).toBeGreaterThan(0);
      const last = summaries().at(-1)!;
      expect(last).toMatchObject({ level: 'info', pageCache: null });
      expect(last.requests as number).toBeGreaterThan(0);
      const reader = last.reader as Record<string, number>;
      expect(reader.misses).toBeGreaterThan(0);
      expect(reader.upstreamErrors).toBeGreaterThan(0);
      expect(last.translation).toMatchObject({ failed: expect.any(Number) });
    });

    function summaries(): LogLine[] {
      return site
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.msg === 'cache summary');
    }
  });
}
