/**
 * The rules of the VAPID variables (RFC 8292, docs/configuration.md): what config.ts checks at
 * start-up. Only node:crypto here, so the env module stays light.
 */
import { createECDH, createPublicKey } from 'node:crypto';
import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decoded(value: string): Buffer {
  return Buffer.from(value, 'base64url');
}

/** A P-256 public key, uncompressed (65 bytes, 0x04 first), base64url without padding. */
export const vapidPublicKeySchema = z
  .string()
  .regex(BASE64URL, 'must be base64url (A-Z a-z 0-9 - _, no padding)')
  .refine((value) => decoded(value).length === 65 && decoded(value)[0] === 4, {
    error: 'must be a 65-byte uncompressed P-256 public key',
  })
  .refine((value) => isCurvePoint(decoded(value)), { error: 'is not a point of the P-256 curve' });

/** A P-256 private key (32 bytes), base64url without padding. */
export const vapidPrivateKeySchema = z
  .string()
  .regex(BASE64URL, 'must be base64url (A-Z a-z 0-9 - _, no padding)')
  .refine((value) => decoded(value).length === 32, {
    error: 'must be a 32-byte P-256 private key',
  });

/** `VAPID_SUBJECT`: how a push service reaches the sender, a mailto: or https: URL. */
export const vapidSubjectSchema = z
  .string()
  .trim()
  .refine((value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value), {
    error: 'must be a mailto: address or an https: URL',
  });

function isCurvePoint(raw: Buffer): boolean {
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Which of a public and a private key is wrong when they are not one pair, or null when they are.
 * Checked at start-up: a mismatch would have every push service refuse every message.
 */
export function vapidPairProblem(
  publicKey: string,
  privateKey: string,
): { variable: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'; problem: string } | null {
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(decoded(privateKey));
  } catch {
    return { variable: 'VAPID_PRIVATE_KEY', problem: 'is not a usable P-256 private key' };
  }
  return ecdh.getPublicKey().equals(decoded(publicKey))
    ? null
    : { variable: 'VAPID_PUBLIC_KEY', problem: 'is not the public key of VAPID_PRIVATE_KEY' };
}
