import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGraphqlCms } from '../cms/graphql-cms';
import { startFakeCms } from '../cms/testing/fake-cms';
import { createMemoryLogger } from '../resilience/logger';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { fetchJson } from './fetch-json';
import { type UpstreamCall, withUpstreamContext } from './upstream-calls';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function serve(handler: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const server = await startLocalServer(handler);
  closers.push(() => server.close());
  return server;
}

/** Runs `work` in a scope labelled `search.query`, collecting the calls it reports. */
async function observed(work: () => Promise<unknown>): Promise<UpstreamCall[]> {
  const calls: UpstreamCall[] = [];
  await withUpstreamContext(
    { service: 'search', operation: 'query', listener: (call) => calls.push(call) },
    work,
  ).catch(() => undefined);
  return calls;
}

describe('upstream call timing', () => {
  it('reports a call that answered, with its method, status and duration', async () => {
    const server = await serve((_request, response) => {
      setTimeout(() => sendJson(response, 200, { ok: true }), 30);
    });
    const calls = await observed(() =>
      fetchJson(server.url, { method: 'POST', json: {}, schema: z.object({ ok: z.boolean() }) }),
    );
    expect(calls).toEqual([
      {
        service: 'search',
        operation: 'query',
        method: 'POST',
        status: 200,
        durationMs: expect.any(Number),
      },
    ]);
    expect(calls[0]!.durationMs).toBeGreaterThanOrEqual(25);
  });

  it('names each way a call can fail', async () => {
    const refusing = await serve(() => undefined);
    await refusing.close();
    const hanging = await serve(() => new Promise<void>(() => undefined));
    const failing = await serve((_request, response) =>
      sendJson(response, 503, { message: 'busy' }),
    );
    const garbage = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"value": [tru');
    });
    const schema = z.object({ value: z.array(z.unknown()) });
    const kinds = await Promise.all([
      observed(() => fetchJson(refusing.url, { schema })),
      observed(() => fetchJson(hanging.url, { schema, timeoutMs: 50 })),
      observed(() => fetchJson(failing.url, { schema })),
      observed(() => fetchJson(garbage.url, { schema })),
    ]);
    expect(
      kinds.map((calls) => calls.map(({ errorKind, status }) => ({ errorKind, status }))),
    ).toEqual([
      [{ errorKind: 'network', status: null }],
      [{ errorKind: 'timeout', status: null }],
      [{ errorKind: 'http', status: 503 }],
      [{ errorKind: 'bad-response', status: 200 }],
    ]);
    expect(kinds[1]![0]!.durationMs).toBeGreaterThanOrEqual(45);
  });

  it('times a GraphQL call once, with GraphQL errors told apart from HTTP ones', async () => {
    const cms = await startFakeCms({ organizations: [] });
    closers.push(() => cms.close());
    const failing = await startFakeCms({}, { failWith: 'relation does not exist' });
    closers.push(() => failing.close());
    const logger = createMemoryLogger();
    const ok = await observed(() =>
      createGraphqlCms({ endpoint: cms.endpoint, logger }).getOrganizations(),
    );
    const graphqlError = await observed(() =>
      createGraphqlCms({ endpoint: failing.endpoint, logger }).getOrganizations(),
    );
    const down = await serve((_request, response) =>
      sendJson(response, 502, { message: 'gateway' }),
    );
    const httpError = await observed(() =>
      createGraphqlCms({ endpoint: down.url, logger }).getOrganizations(),
    );
    expect(ok).toMatchObject([{ method: 'POST', status: 200 }]);
    expect(ok[0]).not.toHaveProperty('errorKind');
    expect(graphqlError).toMatchObject([{ status: 200, errorKind: 'graphql' }]);
    expect(httpError).toMatchObject([{ status: 502, errorKind: 'http' }]);
  });
});
