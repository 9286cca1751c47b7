import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBEDDED_DATABASE_FOLDER } from '@district/data/alerts-store/open-alerts-store';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SiteServices } from '../http/services.server';
import { demoOrgConfig, embeddedContent, testServices } from '../testing/site-services';
import { checkDispatchRole, startAlertDispatch } from './alert-dispatch.server';
import { snowMorningContent } from './testing/alert-fixtures';

const SITE = 'https://www.meadowlarkvalley.example';
const SECRET = 'a-test-secret-of-at-least-32-characters';
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function site(env: Record<string, string>) {
  return testServices({
    org: demoOrgConfig(DEMO_DISTRICT_ORGANIZATION.id, DEMO_DISTRICT_ORGANIZATION.title),
    content: embeddedContent(snowMorningContent(new Date())),
    env: { ALERTS_SECRET: SECRET, ...env },
  });
}

/** The site's services with every opening of the alert store counted. */
function counting(services: SiteServices) {
  const runtime = services.alerts;
  let opened = 0;
  const alerts = {
    ...runtime,
    store: () => {
      opened += 1;
      return runtime.store();
    },
  };
  return { services: { ...services, alerts }, opened: () => opened };
}

describe('alert dispatch in a site process', () => {
  it('opens the embedded store only once someone has subscribed, and closes it when stopped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alert-dispatch-'));
    folders.push(dataDir);
    const base = site({ DATA_DIR: dataDir });
    const { services, opened } = counting(base);
    const dispatch = startAlertDispatch(services, { siteUrl: SITE, role: 'web', retryEveryMs: 5 });
    try {
      // Nobody has subscribed: no store, no PGlite in memory.
      expect(opened()).toBe(0);
      expect(dispatch.stats()).toBeNull();
      expect(existsSync(path.join(dataDir, EMBEDDED_DATABASE_FOLDER))).toBe(false);

      // A family subscribes (the subscription route opens the same runtime's store).
      await base.alerts.store();
      await dispatch.started();
      expect(opened()).toBeGreaterThanOrEqual(1);
      expect(dispatch.stats()).toMatchObject({ queueDepth: expect.any(Number), sent: 0 });
      expect(base.logger.entries).toContainEqual(
        expect.objectContaining({
          message: 'Alert dispatch started',
          context: expect.objectContaining({ role: 'web', store: 'pglite', siteUrl: SITE }),
        }),
      );
    } finally {
      await dispatch.stop();
    }
    expect(base.logger.entries.at(-1)?.message).toBe('Alert dispatch stopped');
  }, 60_000);

  it('says it could not start and tries again, until stopped', async () => {
    // A PostgreSQL that does not answer: port 9 on loopback refuses the connection.
    const services = site({ DATABASE_URL: 'postgres://alerts@127.0.0.1:9/alerts' });
    const dispatch = startAlertDispatch(services, { siteUrl: SITE, role: 'web', retryEveryMs: 5 });
    const started = dispatch.started();
    await vi.waitFor(() => {
      const failures = services.logger.entries.filter(
        (e) => e.message === 'Alert dispatch could not start',
      );
      expect(failures.length).toBeGreaterThanOrEqual(2);
    });
    await dispatch.stop();
    await expect(started).rejects.toThrow(/stopped before it started/);
    expect(dispatch.stats()).toBeNull();
  });

  it('refuses a worker on the embedded store, naming DATABASE_URL', () => {
    expect(() => checkDispatchRole(site({}), 'worker')).toThrow(/alert worker needs DATABASE_URL/);
    expect(() => checkDispatchRole(site({}), 'web')).not.toThrow();
    const postgres = site({ DATABASE_URL: 'postgres://alerts@127.0.0.1:5432/alerts' });
    expect(() => checkDispatchRole(postgres, 'worker')).not.toThrow();
  });
});
