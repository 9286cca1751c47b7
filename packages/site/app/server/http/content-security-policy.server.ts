/**
 * The Content-Security-Policy of documents: scripts only with this response's nonce (and what
 * they load, `strict-dynamic`), no inline styles, no framing, no plugins.
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Options of {@link contentSecurityPolicy}. */
export interface CspOptions {
  nonce: string;
  /** Analytics is configured: its collector may be contacted. */
  analytics: boolean;
  /** The intranet posts its sign-in form to the identity provider's origin. */
  intranet: boolean;
  /** Development identity provider on loopback http. */
  development: boolean;
}

/** The policy as a header value. */
export function contentSecurityPolicy({
  nonce,
  analytics,
  intranet,
  development,
}: CspOptions): string {
  const connect = [
    "'self'",
    ...(analytics ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
  ];
  // The sign-in form's POST redirects to the provider: form-action covers redirects in Chromium.
  const formAction = [
    "'self'",
    ...(intranet
      ? ['https:', ...(development ? ['http://127.0.0.1:*', 'http://localhost:*'] : [])]
      : []),
  ];
  return [
    "default-src 'self'",
    // 'self' and https: are ignored where strict-dynamic is understood; they help older browsers.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
