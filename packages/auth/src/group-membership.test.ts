import { createGraphDirectory } from '@district/data/graph/graph-directory';
import { resilientDirectoryPort } from '@district/data/resilience/resilient-ports';
import { createResilientReader } from '@district/data/resilience/resilient-reader';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBrowser, readForm } from './testing/fake-browser';
import { startTestSite, type TestSite } from './testing/test-site';

// Which directory memberships decide leadership, against the development Graph stand-in, which
// answers as Graph does: roles and administrative units beside groups, nested groups through
// transitiveMemberOf, and 429 with Retry-After when throttled.

const TEACHER = 'teacher@meadowlarkvalley.org';
let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function signIn(running: TestSite, login: string) {
  const browser = new FakeBrowser();
  const loginForm = readForm(await browser.get(`${running.origin}/`));
  const consent = readForm(
    await browser.post(loginForm.action, { ...loginForm.fields, login, password: 'x' }),
  );
  const callback = readForm(await browser.post(consent.action, consent.fields));
  const landing = await browser.post(callback.action, callback.fields);
  const session = await running.auth.sessions.load(browser.cookieHeader(`${running.origin}/`));
  return { landing, session };
}

describe('group membership from Microsoft Graph', () => {
  it('ignores a directory role and an administrative unit named like the leadership group', async () => {
    site = await startTestSite();
    const { session } = await signIn(site, TEACHER);
    expect(session.data.isInLeadershipGroup).toBe(false);
    expect(session.data.userGroups).not.toContain('MVSD-Insider Helpdesk Administrators');
    expect(session.data.userGroups).not.toContain('MVSD-Insider Pilot Schools');
    // memberOf did list them: the stand-in answers as Graph does.
    expect(
      site.auth.development?.graph.requests.some((r) => r.startsWith('/v1.0/me/memberOf')),
    ).toBe(true);
  });

  it('counts nested groups only when transitive membership is configured', async () => {
    site = await startTestSite({
      directory: (graphEndpoint) =>
        createGraphDirectory({ graphEndpoint, membership: 'transitive' }),
    });
    const { session } = await signIn(site, TEACHER);
    expect(session.data.userGroups).toContain('MVSD-Insider STEM Council');
    expect(session.data.isInLeadershipGroup).toBe(true);
    expect(
      site.auth.development?.graph.requests.some((r) =>
        r.startsWith('/v1.0/me/transitiveMemberOf'),
      ),
    ).toBe(true);
  });

  it('waits out a 429 for as long as Retry-After says, then signs in', async () => {
    const waits: number[] = [];
    const reader = createResilientReader({
      logger: { info: () => {}, warn: () => {}, error: () => {} } as never,
      // The wait is recorded, not slept: the test holds on a busy machine.
      clock: { sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
    });
    site = await startTestSite({
      directory: (graphEndpoint) =>
        resilientDirectoryPort(createGraphDirectory({ graphEndpoint }), reader),
    });
    site.auth.development?.graph.throttle(1, 2);
    const { session } = await signIn(site, TEACHER);
    expect(session.data.isAuthenticated).toBe(true);
    expect(session.data.userGroups).toContain('Science Department');
    expect(waits).toEqual([2000]);
    const memberOfCalls = site.auth.development?.graph.requests.filter(
      (r) => r === '/v1.0/me/memberOf',
    );
    expect(memberOfCalls).toHaveLength(2);
  });
});
