/**
 * The server's VAPID key pair (RFC 8292): the public key every browser subscription is bound to,
 * the private key that signs the push services' tokens. Set by `VAPID_PUBLIC_KEY`,
 * `VAPID_PRIVATE_KEY` and `VAPID_SUBJECT`; the embedded default makes a pair on first start and
 * keeps it in its data folder, since a new pair would orphan every subscription.
 */
import { chmod, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import { writeOnce } from '../files/write-once';
import { vapidPairProblem, vapidPrivateKeySchema, vapidPublicKeySchema } from './vapid-schemas';

/** The keys and subject every push is signed with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The embedded default's key file, in its data folder. */
export const VAPID_KEY_FILE = 'vapid-keys.json';

/** The subject when `VAPID_SUBJECT` is unset: the site's address, else a placeholder. */
export const FALLBACK_VAPID_SUBJECT = 'mailto:alerts@example.invalid';

/** The message that stops alerts in production without keys: names the variables. */
export function vapidKeysRequiredMessage(): string {
  return (
    'Browser push alerts need VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in ' +
    'production: make a pair once with `pnpm --filter @district/data exec web-push ' +
    'generate-vapid-keys`, keep it in the deployment’s secrets and never change it ' +
    '(subscriptions are bound to the public key).'
  );
}

/** What deciding the keys reads of the configuration. */
export type VapidConfig = Pick<
  ServerConfig,
  'vapid' | 'vapidSubject' | 'nodeEnv' | 'graphql' | 'dataDir' | 'siteUrl'
>;

/**
 * Throws {@link vapidKeysRequiredMessage} where alerts must not start: production on a real CMS
 * (families are real) without the three variables. The demo content in production may use the
 * embedded default.
 */
export function requireVapidKeys(config: VapidConfig): void {
  if (
    config.nodeEnv === 'production' &&
    config.graphql !== null &&
    (config.vapid === null || config.vapidSubject === null)
  ) {
    throw new Error(vapidKeysRequiredMessage());
  }
}

const keyFileSchema = z.object({
  publicKey: vapidPublicKeySchema,
  privateKey: vapidPrivateKeySchema,
  createdAt: z.string(),
});

/**
 * The keys alerts sign with: the configured ones, else (outside production on a real CMS) those
 * kept in `<dataDir>/vapid-keys.json`, made on first start with owner-only permissions (0600).
 */
export async function loadVapidKeys(config: VapidConfig): Promise<VapidKeys> {
  requireVapidKeys(config);
  const subject =
    config.vapidSubject ??
    (config.siteUrl?.startsWith('https://') ? config.siteUrl : FALLBACK_VAPID_SUBJECT);
  if (config.vapid) return { ...config.vapid, subject };
  const { publicKey, privateKey } = await readOrCreateKeyFile(resolve(config.dataDir));
  return { publicKey, privateKey, subject };
}

async function readOrCreateKeyFile(
  dir: string,
): Promise<{ publicKey: string; privateKey: string }> {
  const file = join(dir, VAPID_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  const keys = webPush.generateVAPIDKeys();
  const body = `${JSON.stringify({ ...keys, createdAt: new Date().toISOString() }, null, 2)}\n`;
  await writeOnce(dir, VAPID_KEY_FILE, body);
  const kept = await readKeyFile(file);
  if (!kept) throw new Error(`${file} vanished while it was being made`);
  return kept;
}

async function readKeyFile(
  file: string,
): Promise<{ publicKey: string; privateKey: string } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const problem = `${file} is not a VAPID key pair; restore it from a backup, or delete it to make a new pair (every browser must then subscribe again)`;
  let parsed: z.infer<typeof keyFileSchema>;
  try {
    parsed = keyFileSchema.parse(JSON.parse(text));
  } catch {
    throw new Error(problem);
  }
  if (vapidPairProblem(parsed.publicKey, parsed.privateKey)) throw new Error(problem);
  // A copy or an umask may have widened it: the private key is the deployment's only secret here.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
