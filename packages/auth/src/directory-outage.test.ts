import type { DirectoryPort } from '@district/data/ports';
import { type FaultProxy, startFaultProxy } from '@district/data/testing/fault-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFallbackGraphDirectory } from './graph-directory-fallback';
import { FakeBrowser, readForm } from './testing/fake-browser';
import { startTestSite, type TestSite } from './testing/test-site';

// The development Graph stand-in behind a switchable fault proxy, and a clock the test moves: an
// outage must not be retried on every page view (slow pages, a thundering herd on a recovering
// service), and the directory is read again once Graph is back.
let site: TestSite;
let graph: Promise<FaultProxy> | undefined;
let clock = Date.now();

/** The real Graph adapter, talking to the Graph stand-in through the fault proxy. */
function behindFaultProxy(graphEndpoint: string): DirectoryPort {
  graph = startFaultProxy(graphEndpoint);
  const directory = graph.then((proxy) => createFallbackGraphDirectory(proxy.url));
  return {
    getProfile: async (token, options) => (await directory).getProfile(token, options),
    getMemberOf: async (token, options) => (await directory).getMemberOf(token, options),
  };
}

beforeAll(async () => {
  site = await startTestSite({ now: () => clock, directory: behindFaultProxy });
});

afterAll(async () => {
  await (await graph)?.close();
  await site?.close();
});

const MINUTE = 60_000;

describe('directory refresh during a Graph outage', () => {
  it('backs off from a minute, doubling to fifteen, and reads again once Graph is back', async () => {
    const proxy = await (graph as Promise<FaultProxy>);
    const browser = new FakeBrowser();
    // One memberOf page: the stand-in's next links name its own address, not the proxy's.
    const loginPage = await browser.get(`${site.origin}/`);
    const loginForm = readForm(loginPage);
    const consent = readForm(
      await browser.post(loginForm.action, {
        ...loginForm.fields,
        login: 'substitute@meadowlarkvalley.org',
        password: 'any password',
      }),
    );
    const callback = readForm(await browser.post(consent.action, consent.fields));
    await browser.post(callback.action, callback.fields);
    const session = () => site.auth.sessions.load(browser.cookieHeader(`${site.origin}/`));
    const signedInAt = (await session()).data.directoryReadAt;
    expect(signedInAt).toBe(clock);

    const graphCalls = () => proxy.requests.length;
    const refresh = async () => {
      const page = await browser.post(`${site.origin}/refresh-directory`, {});
      expect(JSON.parse(page.body).viewer).toMatchObject({ isAuthenticated: true });
    };

    proxy.setFault({ kind: 'down' });
    let waited = 0;
    for (const wait of [1, 2, 4, 8, 15, 15].map((minutes) => minutes * MINUTE)) {
      const before = graphCalls();
      await refresh();
      expect(graphCalls()).toBeGreaterThan(before);
      expect((await session()).data.directoryRetry?.notBefore).toBe(clock + wait);

      // Every request until then answers from the groups already read, without calling Graph.
      clock += wait - 1;
      const during = graphCalls();
      await refresh();
      await refresh();
      expect(graphCalls()).toBe(during);
      clock += 1;
      waited += wait;
    }
    expect((await session()).data).toMatchObject({
      isAuthenticated: true,
      userGroups: ['All Staff'],
      directoryReadAt: signedInAt,
    });

    proxy.setFault({ kind: 'none' });
    await refresh();
    const recovered = (await session()).data;
    expect(recovered.directoryReadAt).toBe(clock);
    expect(recovered.directoryRetry).toBeNull();
    expect(waited).toBe(45 * MINUTE);

    // Reset on success: the next failure waits a minute again.
    proxy.setFault({ kind: 'down' });
    await refresh();
    expect((await session()).data.directoryRetry?.notBefore).toBe(clock + MINUTE);
    proxy.setFault({ kind: 'none' });
  });
});
