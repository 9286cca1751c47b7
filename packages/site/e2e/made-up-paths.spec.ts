import type { FakeCms } from '@district/data/cms/testing/fake-cms';
import { LIST_RECHECK_MS } from '@district/data/resilience/resilient-ports';
import { startDemoCms } from '@district/data/testing/demo-cms';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// A scanner's sweep (`/wp-login.php`, `/.env`…) and old links on a snow day are paths no page
// has. The district runs on a remote CMS (graphql-yoga executing our schema over the demo
// content): each such path is answered with the error page from the page list the site already
// read, and none is sent to the CMS, which sees the list read again every few seconds at most.
// (Before, each path was a CMS call of its own: 3,000 for a sweep of 3,000 paths.)
test.describe.configure({ mode: 'serial' });

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const PORT = 3141;

let cms: FakeCms;
let site: SiteServer;

test.beforeAll(async () => {
  cms = await startDemoCms({ organizationIds: [DISTRICT] });
  site = await startSiteServer('district', PORT, { GRAPHQL_ENDPOINT: cms.endpoint });
});

test.afterAll(async () => {
  site?.stop();
  await cms?.close();
});

/** The GraphQL operations the CMS received from `from` on, by name. */
const operationsSince = (from: number) =>
  cms.operations.slice(from).map((operation) => ({
    name: /query (\w+)/.exec(operation.query)?.[1],
    path: operation.variables.path,
  }));

const SCANNED = [
  '/wp-login.php',
  '/wp-admin/setup-config.php',
  '/.env',
  '/.git/config',
  '/phpmyadmin/index.php',
  '/xmlrpc.php',
  '/admin',
  '/backup.zip',
  ...Array.from({ length: 32 }, (_, i) => `/closures-2019/old-page-${i}`),
];

test('a sweep of made-up paths gets the error page without asking the CMS for any of them', async () => {
  for (const path of ['/', '/about-us']) {
    expect((await fetch(`${site.url}${path}`)).status).toBe(200);
  }
  const before = cms.operations.length;
  const started = Date.now();
  for (const path of SCANNED) {
    const answer = await fetch(`${site.url}${path}`);
    expect(answer.status, path).toBe(404);
    expect(await answer.text()).toContain('An error occurred');
  }
  // At most the page list again, once every few seconds (a page may have been published since).
  const listReads = 1 + Math.floor((Date.now() - started) / LIST_RECHECK_MS);
  const sweep = operationsSince(before);
  expect(sweep.filter((operation) => operation.name !== 'ListPages')).toEqual([]);
  expect(sweep.length).toBeLessThanOrEqual(listReads);

  // A page that exists and was not read yet is asked for, and only it.
  const afterSweep = cms.operations.length;
  const page = await fetch(`${site.url}/board-of-education`);
  expect(page.status).toBe(200);
  expect(operationsSince(afterSweep)).toEqual([
    { name: 'PageByPath', path: '/board-of-education' },
  ]);
});

test('preview asks the CMS for the page itself, listed or not', async () => {
  const before = cms.operations.length;
  const answer = await fetch(`${site.url}/a-draft-not-published-yet?preview`);
  expect(answer.status).toBe(404);
  expect(operationsSince(before)).toContainEqual({
    name: 'PageByPath',
    path: '/a-draft-not-published-yet',
  });
});
