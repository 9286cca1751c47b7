import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadServerConfig } from '../config';
import { loadVapidKeys, requireVapidKeys, VAPID_KEY_FILE } from './vapid-keys';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vapid-'));
  folders.push(dir);
  return join(dir, 'data');
}

describe('VAPID keys', () => {
  it('makes a pair on first start, keeps it owner-only, and reads the same one after', async () => {
    const dir = await dataDir();
    const config = loadServerConfig({ DATA_DIR: dir });

    const first = await loadVapidKeys(config);
    const file = join(dir, VAPID_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:alerts@example.invalid');

    expect(await loadVapidKeys(config)).toEqual(first);
  });

  it('keeps one pair when two instances start together', async () => {
    const config = loadServerConfig({ DATA_DIR: await dataDir() });
    const pairs = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys(config)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
  });

  it('narrows a key file someone widened back to 0600', async () => {
    const dir = await dataDir();
    const config = loadServerConfig({ DATA_DIR: dir });
    await loadVapidKeys(config);
    await chmod(join(dir, VAPID_KEY_FILE), 0o644);
    await loadVapidKeys(config);
    expect((await stat(join(dir, VAPID_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('refuses a key file that is not a pair, naming it, rather than making a new one', async () => {
    const dir = await dataDir();
    const config = loadServerConfig({ DATA_DIR: dir });
    await loadVapidKeys(config);
    const file = join(dir, VAPID_KEY_FILE);
    const kept = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(
      file,
      JSON.stringify({ ...kept, privateKey: webPush.generateVAPIDKeys().privateKey }),
    );
    await expect(loadVapidKeys(config)).rejects.toThrow(`${file} is not a VAPID key pair`);
  });

  it('uses the configured pair and subject, writing nothing', async () => {
    const dir = await dataDir();
    const pair = webPush.generateVAPIDKeys();
    const config = loadServerConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://www.meadowlarkvalley.org/contact',
    });
    expect(await loadVapidKeys(config)).toEqual({
      ...pair,
      subject: 'https://www.meadowlarkvalley.org/contact',
    });
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });

  it('takes the site’s https address as the subject when VAPID_SUBJECT is unset', async () => {
    const config = loadServerConfig({
      DATA_DIR: await dataDir(),
      SITE_URL: 'https://www.meadowlarkvalley.org',
    });
    expect((await loadVapidKeys(config)).subject).toBe('https://www.meadowlarkvalley.org');
  });

  it('refuses to start alerts in production on a real CMS without the three variables', async () => {
    const pair = webPush.generateVAPIDKeys();
    const production = {
      NODE_ENV: 'production',
      GRAPHQL_ENDPOINT: 'https://cms.meadowlarkvalley.org/v1/graphql',
      DATA_DIR: await dataDir(),
    };
    const message =
      /^Browser push alerts need VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production/;
    expect(() => requireVapidKeys(loadServerConfig(production))).toThrow(message);
    await expect(loadVapidKeys(loadServerConfig(production))).rejects.toThrow(message);
    const withoutSubject = {
      ...production,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    };
    expect(() => requireVapidKeys(loadServerConfig(withoutSubject))).toThrow(message);
    expect(() =>
      requireVapidKeys(
        loadServerConfig({ ...withoutSubject, VAPID_SUBJECT: 'mailto:it@meadowlarkvalley.org' }),
      ),
    ).not.toThrow();
    // The demo content in production keeps the embedded default.
    expect(() =>
      requireVapidKeys(loadServerConfig({ NODE_ENV: 'production', DATA_DIR: production.DATA_DIR })),
    ).not.toThrow();
  });
});
