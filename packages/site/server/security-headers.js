// Headers every response carries, whichever part of the server answers it (page cache, static
// assets or Remix). The Content-Security-Policy of documents is set where their nonce is made
// (app/entry.server.tsx); here, what does not depend on the page.

/**
 * Sets the static security headers on a node:http response to a request from `origin`
 * ({ protocol, host }: the listener's requestOrigin, which alone decides whether it came over https).
 */
export function setSecurityHeaders(res, origin) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  );
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // For browsers without CSP frame-ancestors; the CSP says the same.
  res.setHeader('X-Frame-Options', 'DENY');
  // Only over https: an http response cannot promise https for the host.
  if (origin.protocol === 'https') {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}
