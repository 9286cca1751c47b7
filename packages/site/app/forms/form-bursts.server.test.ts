import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Person } from '@district/core/entities/person';
import { loadServerConfig } from '@district/data/config';
import { createRemoteAdapters } from '@district/data/remote-adapters';
import { createMemoryLogger, type MemoryLogger } from '@district/data/resilience/logger';
import {
  createMemorySharedStore,
  createSharedStore,
} from '@district/data/shared-store/create-shared-store';
import { prefixedStore, type SharedStore } from '@district/data/shared-store/shared-store';
import { type RedisServer, startRedisServer } from '@district/data/testing/redis-server';
import { createDemoContent } from '@district/demo-content/content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueCsrfToken } from '../server/http/csrf.server';
import type { SiteServices } from '../server/http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../server/testing/site-services';
import { submitAccessibilityForm } from './accessibility/accessibility.server';
import { submitContactForm } from './contact/contact.server';
import type { FormResult } from './form-handler.server';
import { FORM_SENDS_PER_ADDRESS, FORM_SENDS_PER_BROWSER } from './rate-limit.server';
import { post } from './testing/form-posts';

// A burst of posts at once, through the forms' actions, each message kept by the real outbox
// adapter: what is sent is what the outbox folder holds. Posting is checked and sent in many
// steps that interleave, so only a count that is taken before sending holds the figures.

const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
const bundle = createDemoContent({ now: new Date(), organizationIds: [ASPEN] });
const someone = bundle.people.find((p) => p.isPublic) as Person;
const content = embeddedContent(bundle);
const ADDRESS = '203.0.113.7';
const BURST = 100;

let redis: RedisServer;
const stores: SharedStore[] = [];
const folders: string[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
afterAll(async () => {
  await redis?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The instances a burst is shared by, and what their shared stores logged. */
interface Instances {
  instances: SiteServices[];
  storeLog: MemoryLogger;
}

/** A site instance whose forms keep messages in `outbox`, over `store`. */
function instance(outbox: string, store: SharedStore): SiteServices {
  const services = testServices({ org: demoOrgConfig(ASPEN, 'Aspen Elementary'), content });
  const remote = createRemoteAdapters(loadServerConfig({ OUTBOX_DIR: outbox }), {
    logger: services.logger,
  });
  services.email = remote.email;
  services.accessibility = remote.accessibilityForm;
  services.sharedStore = store;
  return services;
}

/** The organization's part of a store, as services.server.ts scopes it. */
const scoped = (store: SharedStore, prefix: string) => {
  stores.push(store);
  return prefixedStore(store, prefix);
};

/**
 * Two instances sharing Redis, each with its own memory to fall back on, once both answer from
 * Redis: what one writes, the other reads. Were either counting in its own memory, a burst split
 * between them would send twice the figure.
 */
async function twoInstancesOnRedis(outbox: string): Promise<Instances> {
  const prefix = `mvsd:${ASPEN}:${Math.random()}:`;
  const logger = createMemoryLogger();
  const [a, b] = [0, 1].map(() =>
    scoped(createSharedStore({ redisUrl: redis.url, logger }), prefix),
  ) as [SharedStore, SharedStore];
  const deadline = Date.now() + 5_000;
  for (let i = 0; ; i += 1) {
    await a.set('probe', `a${i}`, 60);
    await b.set('probe-b', `b${i}`, 60);
    if ((await b.get('probe')) === `a${i}` && (await a.get('probe-b')) === `b${i}`) break;
    if (Date.now() > deadline) throw new Error('the instances did not reach Redis in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { instances: [instance(outbox, a), instance(outbox, b)], storeLog: logger };
}

async function oneInstanceInMemory(outbox: string): Promise<Instances> {
  const store = scoped(createMemorySharedStore(), `mvsd:${ASPEN}:`);
  return { instances: [instance(outbox, store)], storeLog: createMemoryLogger() };
}

const FORMS = {
  contact: {
    path: '/contact',
    submit: submitContactForm,
    fields: {
      recipientId: someone.id,
      senderName: 'Ana Flores',
      senderEmail: 'ana@example.org',
      messageBody: 'Could we meet after school on Thursday?',
    },
  },
  accessibility: {
    path: '/accessibility',
    submit: submitAccessibilityForm,
    fields: { pageUrl: '/about-us', description: 'The table has no headers.' },
  },
} as const;

const STORES = {
  'in memory': oneInstanceInMemory,
  'on Redis, two instances': twoInstancesOnRedis,
} as const;

const BROWSERS = {
  'one cookie': { fresh: false, expected: FORM_SENDS_PER_BROWSER },
  'fresh cookies from one address': { fresh: true, expected: FORM_SENDS_PER_ADDRESS },
} as const;

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('a burst of %s posts', (name) => {
  describe.each(Object.keys(STORES) as (keyof typeof STORES)[])('%s', (where) => {
    it.each(Object.keys(BROWSERS) as (keyof typeof BROWSERS)[])(
      'sends no more than the limit of %s',
      async (browsers) => {
        const outbox = await mkdtemp(join(tmpdir(), 'form-burst-'));
        folders.push(outbox);
        const { instances, storeLog } = await STORES[where](outbox);
        const form = FORMS[name];
        const { fresh, expected } = BROWSERS[browsers];
        const shared = issueCsrfToken(testContext(instances[0] as SiteServices)).token;
        const results: FormResult[] = await Promise.all(
          Array.from({ length: BURST }, (_, i) => {
            const services = instances[i % instances.length] as SiteServices;
            const token = fresh ? issueCsrfToken(testContext(services)).token : shared;
            const { ctx, form: body } = post(services, form.path, form.fields, {
              token,
              clientIp: ADDRESS,
            });
            return form.submit(ctx, body);
          }),
        );
        const sent = (await readdir(outbox)).filter((file) => file.endsWith('.json')).length;
        console.log(
          `${BURST} concurrent ${name} posts, ${browsers}, ${where} -> ${sent} sent (limit ${expected})`,
        );
        expect(sent).toBe(expected);
        const statuses = results.map((result) => result.status);
        expect(statuses.filter((status) => status === 'sent')).toHaveLength(expected);
        expect(statuses.filter((status) => status === 'limited')).toHaveLength(BURST - expected);
        // Every count was Redis's: no instance fell back to its own memory during the burst.
        expect(storeLog.entries.map((entry) => entry.message)).not.toContain(
          'Redis is unreachable: this instance goes on with its own memory',
        );
      },
    );
  });
});
