import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { createGraphDirectory } from './graph-directory';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('Microsoft Graph directory (docs/behaviour.md#directory-api)', () => {
  it('reads the profile from /v1.0/me with the bearer token', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, {
        id: 'u1',
        displayName: 'Pat Lee',
        mail: 'pat@meadowlarkvalley.org',
        jobTitle: null,
      }),
    );
    const profile = await createGraphDirectory({ graphEndpoint: server.url }).getProfile('token-1');
    expect(profile).toEqual({
      id: 'u1',
      displayName: 'Pat Lee',
      mail: 'pat@meadowlarkvalley.org',
      userPrincipalName: null,
      jobTitle: null,
    });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe('/v1.0/me');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('follows @odata.nextLink through every page of memberOf', async () => {
    server = await startLocalServer((request, response) => {
      const base = `http://${request.headers.host}`;
      if (request.url === '/v1.0/me/memberOf') {
        sendJson(response, 200, {
          value: [
            { '@odata.type': '#microsoft.graph.group', id: 'g1', displayName: 'Teachers' },
            { '@odata.type': '#microsoft.graph.group', id: 'g3', displayName: null },
          ],
          '@odata.nextLink': `${base}/v1.0/me/memberOf?$skiptoken=2`,
        });
      } else {
        sendJson(response, 200, {
          value: [
            {
              '@odata.type': '#microsoft.graph.group',
              id: 'g2',
              displayName: 'MVSD-Insider Leadership',
            },
          ],
        });
      }
    });
    const groups = await createGraphDirectory({ graphEndpoint: server.url }).getMemberOf('token-2');
    expect(groups).toEqual([
      { id: 'g1', displayName: 'Teachers' },
      { id: 'g2', displayName: 'MVSD-Insider Leadership' },
    ]);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1.0/me/memberOf',
      '/v1.0/me/memberOf?$skiptoken=2',
    ]);
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer token-2')).toBe(true);
  });

  it('counts only groups: directory roles and administrative units grant nothing', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, {
        value: [
          { '@odata.type': '#microsoft.graph.group', id: 'g1', displayName: 'All Staff' },
          {
            '@odata.type': '#microsoft.graph.directoryRole',
            id: 'r1',
            displayName: 'MVSD-Insider Helpdesk Administrators',
          },
          {
            '@odata.type': '#microsoft.graph.administrativeUnit',
            id: 'a1',
            displayName: 'MVSD-Insider Region',
          },
          // An object Graph did not type is not known to be a group.
          { id: 'x1', displayName: 'MVSD-Insider Untyped' },
        ],
      }),
    );
    const groups = await createGraphDirectory({ graphEndpoint: server.url }).getMemberOf('t');
    expect(groups).toEqual([{ id: 'g1', displayName: 'All Staff' }]);
  });

  it('reads transitiveMemberOf when nested groups are configured to count, each group once', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, {
        value: [
          { '@odata.type': '#microsoft.graph.group', id: 'g1', displayName: 'Science Department' },
          { '@odata.type': '#microsoft.graph.group', id: 'g2', displayName: 'MVSD-Insider Leads' },
          { '@odata.type': '#microsoft.graph.group', id: 'g2', displayName: 'MVSD-Insider Leads' },
        ],
      }),
    );
    const directory = createGraphDirectory({ graphEndpoint: server.url, membership: 'transitive' });
    expect(await directory.getMemberOf('t')).toEqual([
      { id: 'g1', displayName: 'Science Department' },
      { id: 'g2', displayName: 'MVSD-Insider Leads' },
    ]);
    expect(server.requests.map((r) => r.url)).toEqual(['/v1.0/me/transitiveMemberOf']);
  });

  it('stops after the page bound', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(response, 200, {
        value: [],
        '@odata.nextLink': `http://${request.headers.host}/v1.0/me/memberOf?p=1`,
      }),
    );
    await expect(
      createGraphDirectory({ graphEndpoint: server.url, maxPages: 3 }).getMemberOf('t'),
    ).rejects.toThrow('Microsoft Graph memberOf has more than 3 pages');
    expect(server.requests).toHaveLength(3);
  });

  it('never sends the token to another origin', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { value: [], '@odata.nextLink': 'http://127.0.0.2:9/steal' }),
    );
    await expect(
      createGraphDirectory({ graphEndpoint: server.url }).getMemberOf('t'),
    ).rejects.toThrow(/another origin/);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects an expired token with the Graph message', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 401, {
        error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' },
      }),
    );
    await expect(
      createGraphDirectory({ graphEndpoint: server.url }).getProfile('old'),
    ).rejects.toThrow('401: Access token has expired.');
  });
});
