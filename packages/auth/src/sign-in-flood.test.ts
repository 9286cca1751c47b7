import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeBrowser, readForm } from './testing/fake-browser';
import { startTestSite, type TestSite } from './testing/test-site';

// An outsider on the internet may start as many sign-ins as they like: each is a `GET /auth`
// that answers with a redirect to the provider. None of them may write to the store that
// signed-in staff's sessions live in (a flood of 51,000 once evicted every one of them).

// More starts than the store holds: before sign-in state moved into the cookie, this flood
// pushed the leader's session out of the store.
const FLOOD = 600;
const store = createMemorySharedStore({ maxEntries: 500 });
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ store });
});
afterAll(async () => {
  await site?.close();
});

describe('a flood of anonymous sign-in starts', () => {
  it(`leaves a signed-in session valid after ${FLOOD} starts, and the store untouched`, async () => {
    const leader = new FakeBrowser();
    const loginForm = readForm(await leader.get(`${site.origin}/`));
    const consent = readForm(
      await leader.post(loginForm.action, {
        ...loginForm.fields,
        login: 'leader@meadowlarkvalley.org',
        password: 'x',
      }),
    );
    const callback = readForm(await leader.post(consent.action, consent.fields));
    await leader.post(callback.action, callback.fields);
    const entriesSignedIn = store.size;
    expect(entriesSignedIn).toBeGreaterThan(0);

    const started = Date.now();
    for (let i = 0; i < FLOOD; i += 1) {
      // No cookie: a new visitor each time, as a script would send them.
      const response = await fetch(`${site.origin}/auth`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      await response.arrayBuffer();
    }
    console.log(
      `sign-in flood: ${FLOOD} anonymous starts in ${Date.now() - started} ms; store entries ${entriesSignedIn} -> ${store.size} (bound 500)`,
    );
    expect(store.size).toBe(entriesSignedIn);
    const home = await leader.get(`${site.origin}/`);
    expect(JSON.parse(home.body).viewer).toMatchObject({
      isAuthenticated: true,
      isInLeadershipGroup: true,
    });
  }, 120_000);
});
