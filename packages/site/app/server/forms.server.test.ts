import type { Person } from '@district/core/entities/person';
import { createGraphqlCms } from '@district/data/cms/graphql-cms';
import type { FakeCms } from '@district/data/cms/testing/fake-cms';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import type { CmsPort } from '@district/data/ports';
import { startDemoCms } from '@district/data/testing/demo-cms';
import { createDemoContent } from '@district/demo-content/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecipient } from './forms.server';
import type { RequestContext } from './request-context.server';

const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
const NOW = new Date('2025-03-01T12:00:00Z');
const bundle = createDemoContent({ now: NOW, organizationIds: [ASPEN] });
const someone = bundle.people.find((p) => p.isPublic) as Person;

/** Just what loadRecipient reads of a request context. */
const contextWith = (cms: CmsPort) =>
  ({
    services: { cms },
    request: new Request('http://localhost/contact'),
  }) as unknown as RequestContext;

let server: FakeCms;
beforeAll(async () => {
  server = await startDemoCms({ now: NOW, organizationIds: [ASPEN] });
});
afterAll(() => server?.close());

describe('the contact form recipient', () => {
  const adapters: [string, () => CmsPort][] = [
    ['the GraphQL CMS', () => createGraphqlCms({ endpoint: server.endpoint })],
    ['the embedded CMS', () => createEmbeddedCms(bundle)],
  ];

  it.each(adapters)('is found in %s by the CMS person id', async (_, cms) => {
    expect(someone.id).not.toBe(someone.userId);
    expect(await loadRecipient(contextWith(cms()), someone.id)).toEqual({
      id: someone.id,
      name: someone.displayName,
      title: someone.title,
    });
  });

  it.each(adapters)('is not found in %s by the user id', async (_, cms) => {
    expect(await loadRecipient(contextWith(cms()), someone.userId)).toBeNull();
  });
});
