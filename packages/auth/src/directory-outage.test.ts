import type { Socket } from 'node:net';
import { createGraphDirectory } from '@district/data/graph/graph-directory';
import type { DirectoryPort } from '@district/data/ports';
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { type FaultProxy, startFaultProxy } from '@district/data/testing/fault-proxy';
import {
  type LocalServer,
  sendJson,
  startLocalServer,
} from '@district/data/testing/local-http-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  const directory = graph.then((proxy) => createGraphDirectory({ graphEndpoint: proxy.url }));
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

/**
 * A new browser signed in as `login` (any password). Ordinary staff only: their groups fit one
 * memberOf page, and the stand-in's next links name its own address, not the proxy's.
 */
async function signIn(on: TestSite, login: string): Promise<FakeBrowser> {
  const browser = new FakeBrowser();
  const loginForm = readForm(await browser.get(`${on.origin}/`));
  const consent = readForm(
    await browser.post(loginForm.action, { ...loginForm.fields, login, password: 'any password' }),
  );
  const callback = readForm(await browser.post(consent.action, consent.fields));
  await browser.post(callback.action, callback.fields);
  return browser;
}

describe('directory refresh during a Graph outage', () => {
  it('backs off from a minute, doubling to fifteen, and reads again once Graph is back', async () => {
    const proxy = await (graph as Promise<FaultProxy>);
    const browser = await signIn(site, 'substitute@meadowlarkvalley.org');
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

// ---------------------------------------------------------------------------------------------

/** What the troubled Graph does with a request: pass it on, or fail the way Graph fails. */
type GraphTrouble =
  | 'none'
  /** Closes the connection (a network error). */
  | 'down'
  /** Never answers (the adapter's timeout ends the wait). */
  | 'hang'
  /** Answers this status, with these headers (Retry-After). */
  | { status: number; headers?: Record<string, string> };

/**
 * Graph in front of the development stand-in, on node:http, failing as told; unlike the data
 * layer's fault proxy it can answer a status (503, 429 with Retry-After, 403).
 */
interface TroubledGraph {
  url: string;
  /** Requests received, failed or not. */
  calls(): number;
  set(trouble: GraphTrouble): void;
  close(): Promise<void>;
}

async function startTroubledGraph(standIn: string): Promise<TroubledGraph> {
  let trouble: GraphTrouble = 'none';
  const server: LocalServer = await startLocalServer(async (request, response) => {
    if (trouble === 'hang') return;
    if (trouble === 'down') {
      (response.socket as Socket | null)?.destroy();
      return;
    }
    if (trouble !== 'none') {
      const error = { code: 'serviceTrouble', message: `Graph answers ${trouble.status}` };
      sendJson(response, trouble.status, { error }, trouble.headers);
      return;
    }
    const answer = await fetch(`${standIn}${request.url}`, {
      headers: { authorization: request.headers.authorization ?? '' },
    });
    sendJson(response, answer.status, await answer.json());
  });
  return {
    url: server.url,
    calls: () => server.requests.length,
    set: (next) => {
      trouble = next;
    },
    close: () => server.close(),
  };
}

/** The adapter's timeout: a hung probe stays out this long, time for the others to skip. */
const GRAPH_TIMEOUT_MS = 1_000;

describe('the process-wide directory circuit breaker', () => {
  let breakerSite: TestSite;
  let troubledStart: Promise<TroubledGraph>;
  let troubled: TroubledGraph;
  let now = Date.now();
  let store = createMemorySharedStore();

  beforeEach(async () => {
    now = Date.now();
    store = createMemorySharedStore();
    breakerSite = await startTestSite({
      now: () => now,
      store,
      directory: (graphEndpoint) => {
        troubledStart = startTroubledGraph(graphEndpoint);
        const directory = troubledStart.then((graph) =>
          createGraphDirectory({ graphEndpoint: graph.url, timeoutMs: GRAPH_TIMEOUT_MS }),
        );
        return {
          getProfile: async (token, options) => (await directory).getProfile(token, options),
          getMemberOf: async (token, options) => (await directory).getMemberOf(token, options),
        };
      },
    });
    troubled = await troubledStart;
  });

  afterEach(async () => {
    await troubled?.close();
    await breakerSite?.close();
  });

  /** Staff signed in on the site, one browser each. */
  async function staff<const Names extends readonly string[]>(
    ...names: Names
  ): Promise<{ [K in keyof Names]: FakeBrowser }> {
    const browsers: FakeBrowser[] = [];
    for (const name of names) {
      browsers.push(await signIn(breakerSite, `${name}@meadowlarkvalley.org`));
    }
    return browsers as { [K in keyof Names]: FakeBrowser };
  }

  const sessionOf = (browser: FakeBrowser) =>
    breakerSite.auth.sessions.load(browser.cookieHeader(`${breakerSite.origin}/`));

  /** Asks the site to read the browser's directory entry again; true when Graph was called. */
  async function refresh(browser: FakeBrowser): Promise<boolean> {
    const before = troubled.calls();
    const page = await browser.post(`${breakerSite.origin}/refresh-directory`, {});
    expect(JSON.parse(page.body).viewer).toMatchObject({ isAuthenticated: true });
    return troubled.calls() > before;
  }

  const breakerLogs = () => breakerSite.logs.filter((line) => line.includes('circuit breaker'));
  const until = (at: number) => `until ${new Date(at).toISOString()}`;

  it('after one session meets an outage, no other session calls Graph until a probe goes', async () => {
    const [first, second, third] = await staff('ana', 'ben', 'cai');
    const signedInAt = now;

    troubled.set('down');
    expect(await refresh(first)).toBe(true);
    expect(breakerLogs()).toEqual([expect.stringMatching(/^warn .*open: .*/)]);
    expect(breakerLogs()[0]).toContain(until(now + MINUTE));

    // The others keep the groups read at sign-in, with no call and no back-off of their own.
    for (const browser of [second, third, second, third])
      expect(await refresh(browser)).toBe(false);
    expect((await sessionOf(second)).data).toMatchObject({
      userGroups: ['All Staff'],
      directoryReadAt: signedInAt,
      directoryRetry: null,
    });
    now += MINUTE - 1;
    expect(await refresh(second)).toBe(false);
    expect(breakerLogs()).toHaveLength(1);

    // Half-open: one probe, which fails, and the wait doubles for everyone.
    now += 1;
    expect(await refresh(second)).toBe(true);
    expect(await refresh(third)).toBe(false);
    expect(breakerLogs()).toHaveLength(2);
    expect(breakerLogs()[1]).toMatch(/^warn .*open again/);
    expect(breakerLogs()[1]).toContain(until(now + 2 * MINUTE));

    // Graph is back: the next probe succeeds and closes it, and every session reads again.
    troubled.set('none');
    now += 2 * MINUTE;
    expect(await refresh(third)).toBe(true);
    expect((await sessionOf(third)).data.directoryReadAt).toBe(now);
    expect(await refresh(first)).toBe(true);
    expect(await refresh(second)).toBe(true);
    expect(breakerLogs()).toHaveLength(3);
    expect(breakerLogs()[2]).toMatch(/^info .*closed/);
  });

  it('lets one probe out at a time when it half-opens, and a timeout keeps it open', async () => {
    const [first, second, third] = await staff('ana', 'ben', 'cai');
    troubled.set('hang');
    expect(await refresh(first)).toBe(true);
    now += MINUTE;

    const before = troubled.calls();
    const probe = refresh(second);
    // The probe is out, waiting on Graph: every other request keeps skipping meanwhile.
    while (troubled.calls() === before) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await refresh(third)).toBe(false);
    expect(await refresh(first)).toBe(false);
    expect(await probe).toBe(true);
    expect(breakerLogs()[1]).toContain(until(now + 2 * MINUTE));
    expect(await refresh(third)).toBe(false);
  });

  it('honours a Retry-After longer than its own wait', async () => {
    const [first, second, third] = await staff('ana', 'ben', 'cai');
    troubled.set({ status: 503, headers: { 'retry-after': '300' } });
    expect(await refresh(first)).toBe(true);
    expect(breakerLogs()[0]).toContain(until(now + 5 * MINUTE));
    now += 5 * MINUTE - 1;
    expect(await refresh(second)).toBe(false);

    // A 429 is an outage too; its shorter Retry-After loses to the breaker's two minutes.
    troubled.set({ status: 429, headers: { 'retry-after': '10' } });
    now += 1;
    expect(await refresh(second)).toBe(true);
    expect(breakerLogs()[1]).toContain(until(now + 2 * MINUTE));
    expect(await refresh(third)).toBe(false);
  });

  it('is not opened by a refusal that concerns one account', async () => {
    const [first, second] = await staff('ana', 'ben');
    troubled.set({ status: 403 });
    expect(await refresh(first)).toBe(true);
    // That session backs off on its own; the others still read.
    expect((await sessionOf(first)).data.directoryRetry).not.toBeNull();
    troubled.set('none');
    expect(await refresh(second)).toBe(true);
    expect(breakerLogs()).toEqual([]);
  });

  it('is neither opened nor held by a session that needs the user to sign in again', async () => {
    const [first, second, third, fourth] = await staff('ana', 'ben', 'cai', 'dev');
    /** The session's tokens are gone (evicted, expired): the provider needs the user. */
    const dropTokens = async (browser: FakeBrowser) =>
      store.delete(breakerSite.auth.sessions.tokenCacheKey((await sessionOf(browser)).id));
    const needsUser = async (browser: FakeBrowser) => {
      const before = troubled.calls();
      const page = await browser.post(`${breakerSite.origin}/refresh-directory`, {});
      expect(new URL(page.url).origin).toBe(breakerSite.auth.development?.issuer);
      expect(troubled.calls()).toBe(before);
    };

    await dropTokens(first);
    await needsUser(first);
    expect(breakerLogs()).toEqual([]);

    troubled.set('down');
    expect(await refresh(second)).toBe(true);
    troubled.set('none');
    now += MINUTE;
    // The first request after the wait needs the user: it is sent to sign in, and the next
    // request probes instead of waiting for a probe that will never answer.
    await dropTokens(third);
    await needsUser(third);
    expect(await refresh(fourth)).toBe(true);
    expect(breakerLogs()).toEqual([
      expect.stringMatching(/^warn .*open: /),
      expect.stringMatching(/^info .*closed/),
    ]);
  });
});
