/**
 * The secret in every alert's manage and one-click unsubscribe link (docs/alerts.md, Manage
 * links): an HMAC-SHA256 over the subscription id, so the engine can link any subscription it
 * delivers to while the store keeps only the token's hash. The key is `ALERTS_SECRET`, else a
 * secret made on first start and kept owner-only in the data folder, like the VAPID keys.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import { writeOnce } from '../files/write-once';

/** The embedded default's secret file, in its data folder. */
export const LINK_SECRET_FILE = 'alerts-link-secret.json';

/** A link secret: at least 32 characters (`ALERTS_SECRET`'s rule). */
export const linkSecretSchema = z.string().trim().min(32, 'must be at least 32 characters');

/** A signed subscription token: the id (16 bytes) and its MAC (32 bytes), base64url, dot-joined. */
export const subscriptionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, 'must be a subscription token');

const uuidSchema = z.uuid();

// Domain separation: the same secret never signs anything else's bytes to the same value.
const CONTEXT = 'district-alerts subscription v1\n';

function macOf(id: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(CONTEXT).update(id).digest();
}

function idBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

function idOfBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token that names subscription `id` in its links (the same token every time). */
export function signSubscriptionToken(id: string, secret: string): string {
  const subscriptionId = uuidSchema.parse(id).toLowerCase();
  linkSecretSchema.parse(secret);
  return `${idBytes(subscriptionId).toString('base64url')}.${macOf(subscriptionId, secret).toString('base64url')}`;
}

/** The subscription id a token names, or null when it is malformed or not signed with `secret`. */
export function verifySubscriptionToken(token: string, secret: string): string | null {
  if (!subscriptionTokenSchema.safeParse(token).success) return null;
  const [idPart = '', macPart = ''] = token.split('.');
  const bytes = Buffer.from(idPart, 'base64url');
  const given = Buffer.from(macPart, 'base64url');
  if (bytes.length !== 16 || given.length !== 32) return null;
  const id = idOfBytes(bytes);
  // The re-encoded token must match exactly: base64url has spare bits a forger could flip.
  if (bytes.toString('base64url') !== idPart || given.toString('base64url') !== macPart)
    return null;
  return timingSafeEqual(given, macOf(id, secret)) ? id : null;
}

/** The message that stops alerts in production without a link secret: names the variable. */
export function linkSecretRequiredMessage(): string {
  return (
    'Alert links need ALERTS_SECRET (32 characters or more) in production: every instance ' +
    'must sign manage and unsubscribe links with the same secret, kept in the deployment’s ' +
    'secrets and never changed (a new one breaks every link already sent).'
  );
}

/** What deciding the secret reads of the configuration. */
export type LinkSecretConfig = Pick<
  ServerConfig,
  'alertsSecret' | 'nodeEnv' | 'graphql' | 'dataDir'
>;

/**
 * The secret links are signed with: `ALERTS_SECRET`, else (outside production on a real CMS) the
 * one kept in `<dataDir>/alerts-link-secret.json`, made on first start with owner-only
 * permissions (0600).
 */
export async function loadLinkSecret(config: LinkSecretConfig): Promise<string> {
  if (config.alertsSecret) return config.alertsSecret;
  if (config.nodeEnv === 'production' && config.graphql !== null) {
    throw new Error(linkSecretRequiredMessage());
  }
  return readOrCreateSecretFile(resolve(config.dataDir));
}

const secretFileSchema = z.object({ secret: linkSecretSchema, createdAt: z.string() });

async function readOrCreateSecretFile(dir: string): Promise<string> {
  const file = join(dir, LINK_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  const body = `${JSON.stringify({ secret: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() }, null, 2)}\n`;
  await writeOnce(dir, LINK_SECRET_FILE, body);
  const kept = await readSecretFile(file);
  if (!kept) throw new Error(`${file} vanished while it was being made`);
  return kept;
}

async function readSecretFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: z.infer<typeof secretFileSchema>;
  try {
    parsed = secretFileSchema.parse(JSON.parse(text));
  } catch {
    throw new Error(
      `${file} is not an alert link secret; restore it from a backup, or delete it to make a new one (every link already sent then stops working)`,
    );
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return parsed.secret;
}

/** The links one subscription's messages carry (the routes of docs/alerts.md, Manage links). */
export function subscriptionLinks(
  siteUrl: string,
  secret: string,
  id: string,
): { manageUrl: string; unsubscribeUrl: string } {
  const token = signSubscriptionToken(id, secret);
  const origin = new URL(siteUrl).origin;
  return {
    manageUrl: `${origin}/alerts/manage/${token}`,
    unsubscribeUrl: `${origin}/alerts/unsubscribe/${token}`,
  };
}
