/** Documents' CSP: scripts only with this response's nonce (`strict-dynamic`); no inline styles. */
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
  /** The intranet's identity provider origin, where sign-in and sign-out redirect; else null. */
  identityProvider: string | null;
  /** Vite's dev server and Remix's first render inline styles without a nonce. */
  viteStyles?: boolean;
}

/** The policy as a header value. */
export function contentSecurityPolicy({
  nonce,
  analytics,
  identityProvider,
  viteStyles = false,
}: CspOptions): string {
  const connect = [
    "'self'",
    ...(analytics ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
  ];
  // The sign-in and sign-out posts answer with a redirect to the provider, and Chromium checks
  // form-action on redirects: its origin, and no other, may follow a post.
  const formAction = ["'self'", ...(identityProvider ? [identityProvider] : [])];
  return [
    "default-src 'self'",
    // 'self' and https: are ignored where strict-dynamic is understood; they help older browsers.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    viteStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
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
