import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import {
  LINK_SECRET_FILE,
  loadLinkSecret,
  signSubscriptionToken,
  verifySubscriptionToken,
} from './subscription-links';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('subscription links', () => {
  it('sign an id into a token that verifies back to it, the same every time', () => {
    const id = randomUUID();
    const token = signSubscriptionToken(id, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(signSubscriptionToken(id, SECRET)).toBe(token);
    expect(verifySubscriptionToken(token, SECRET)).toBe(id);
  });

  it('refuse a token signed with another secret, altered, or malformed', () => {
    const id = randomUUID();
    const token = signSubscriptionToken(id, SECRET);
    expect(verifySubscriptionToken(token, `${SECRET}-other`)).toBeNull();
    const [idPart = '', mac = ''] = token.split('.');
    const otherId = signSubscriptionToken(randomUUID(), SECRET).split('.')[0];
    expect(verifySubscriptionToken(`${otherId}.${mac}`, SECRET)).toBeNull();
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    expect(verifySubscriptionToken(`${idPart}.${flipped}`, SECRET)).toBeNull();
    // The last character carries spare bits: a different spelling of the same bytes is refused.
    const lastSpare = `${mac.slice(0, -1)}${String.fromCharCode(mac.charCodeAt(42) ^ 1)}`;
    expect(verifySubscriptionToken(`${idPart}.${lastSpare}`, SECRET)).toBeNull();
    for (const bad of ['', 'x', `${token}x`, token.replace('.', ''), "' OR 1=1 --"]) {
      expect(verifySubscriptionToken(bad, SECRET)).toBeNull();
    }
  });

  it('refuse to sign with a short secret or a non-id', () => {
    expect(() => signSubscriptionToken(randomUUID(), 'short')).toThrow(/at least 32/);
    expect(() => signSubscriptionToken('not-an-id', SECRET)).toThrow();
  });
});

describe('the link secret', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const folder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'alerts-links-'));
    folders.push(dir);
    return dir;
  };

  it('is ALERTS_SECRET when set', async () => {
    const config = loadServerConfig({ ALERTS_SECRET: SECRET, DATA_DIR: await folder() });
    expect(await loadLinkSecret(config)).toBe(SECRET);
    expect(() => loadServerConfig({ ALERTS_SECRET: 'short' })).toThrow(/ALERTS_SECRET/);
  });

  it('is made once in the data folder, owner-only, and kept', async () => {
    const dataDir = await folder();
    const config = loadServerConfig({ DATA_DIR: dataDir });
    const made = await Promise.all([loadLinkSecret(config), loadLinkSecret(config)]);
    expect(made[0]).toBe(made[1]);
    expect(made[0]?.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, LINK_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadLinkSecret(config)).toBe(made[0]);
  });

  it('refuses a damaged file rather than making a new secret', async () => {
    const dataDir = await folder();
    await writeFile(path.join(dataDir, LINK_SECRET_FILE), '{"secret":"x"}', { mode: 0o600 });
    await expect(loadLinkSecret(loadServerConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /not an alert link secret/,
    );
    expect(await readFile(path.join(dataDir, LINK_SECRET_FILE), 'utf8')).toBe('{"secret":"x"}');
  });

  it('is required in production on a real CMS', async () => {
    const config = loadServerConfig({
      NODE_ENV: 'production',
      GRAPHQL_ENDPOINT: 'https://cms.example.org/graphql',
      DATA_DIR: await folder(),
    });
    await expect(loadLinkSecret(config)).rejects.toThrow(/ALERTS_SECRET/);
  });
});
