import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCms } from '../cms/graphql-cms';
import { type FakeCms, startFakeCms } from '../cms/testing/fake-cms';
import { type UpstreamCall, withUpstreamContext } from '../http/upstream-calls';
import { createMemoryLogger } from '../resilience/logger';
import { type FaultProxy, graphqlOperation, startFaultProxy } from './fault-proxy';

const ORG = '6f1b2c3d-0000-4000-8000-000000000001';

let cms: FakeCms | undefined;
let proxy: FaultProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await cms?.close();
  proxy = undefined;
  cms = undefined;
});

async function start(timeoutMs = 200) {
  cms = await startFakeCms({
    organizations: [],
    menuItems: [
      {
        id: 'm',
        parentMenuItemId: null,
        order: 0,
        title: 'Main Menu',
        url: '/',
        icon: null,
        ownerOrganizationId: ORG,
      },
    ],
  });
  const upstream = new URL(cms.endpoint);
  proxy = await startFaultProxy(upstream.origin);
  const endpoint = `${proxy.url}${upstream.pathname}`;
  return createGraphqlCms({ endpoint, timeoutMs, logger: createMemoryLogger() });
}

/** The outcome of a call, and how the upstream timing saw it. */
async function outcome(work: () => Promise<unknown>) {
  const calls: UpstreamCall[] = [];
  const result = await withUpstreamContext(
    { service: 'cms', operation: 'test', listener: (call) => calls.push(call) },
    () =>
      work().then(
        () => 'ok',
        (error: Error) => error.name,
      ),
  );
  return { result, errorKind: calls[0]?.errorKind };
}

describe('fault proxy in front of the test CMS', () => {
  it('forwards requests unchanged when there is no fault', async () => {
    const adapter = await start(5_000);
    expect(await adapter.getMenus(ORG)).toMatchObject([{ id: 'm', title: 'Main Menu' }]);
    expect(cms!.operations).toHaveLength(1);
  });

  it('makes the adapter fail the way each fault should', async () => {
    const adapter = await start();
    const seen: Record<string, unknown> = {};
    for (const kind of ['down', 'hang', 'garbage'] as const) {
      proxy!.setFault({ kind });
      seen[kind] = await outcome(() => adapter.getMenus(ORG));
    }
    expect(seen).toEqual({
      down: { result: 'NetworkError', errorKind: 'network' },
      hang: { result: 'TimeoutError', errorKind: 'timeout' },
      garbage: { result: expect.any(String), errorKind: 'bad-response' },
    });
    expect(cms!.operations).toHaveLength(0);
  });

  it('applies a fault only to the GraphQL operations it names', async () => {
    const adapter = await start();
    proxy!.setFault({ kind: 'down', when: graphqlOperation('Menus') });
    await expect(adapter.getMenus(ORG)).rejects.toThrow();
    expect(await adapter.getOrganizations()).toEqual([]);
    expect(cms!.operations.map((operation) => /query (\w+)/.exec(operation.query)?.[1])).toEqual([
      'Organizations',
    ]);
  });
});
