import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { createAlertsRuntime } from './alerts-runtime';

describe('the alerts runtime', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('opens nothing until asked, then one store and one key pair kept in the data folder', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alerts-runtime-'));
    folders.push(dataDir);
    const config = loadServerConfig({ DATA_DIR: dataDir });
    const runtime = createAlertsRuntime(config);
    const [first, second] = await Promise.all([runtime.store(), runtime.store()]);
    expect(first).toBe(second);
    expect(first.kind).toBe('pglite');
    const keys = await runtime.vapidKeys();
    expect(await runtime.vapidKeys()).toBe(keys);
    const secret = await runtime.linkSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await runtime.close();

    // A new process on the same folder finds the same keys and the same tables.
    const again = createAlertsRuntime(config);
    expect((await again.vapidKeys()).publicKey).toBe(keys.publicKey);
    expect(await again.linkSecret()).toBe(secret);
    expect((await again.store()).migrations.applied).toEqual([]);
    await again.close();
  });
});
