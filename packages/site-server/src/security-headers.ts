/**
 * Headers every response carries, whichever part of the server answers. Documents' CSP is set
 * where their nonce is made (app/entry.server.tsx).
 */
import type { FastifyReply } from 'fastify';
import type { SiteOrigin } from './env.js';

const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  // For browsers without CSP frame-ancestors; the CSP says the same.
  'x-frame-options': 'DENY',
};
const HTTPS_ONLY = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Sets the static security headers on a reply to a request from `origin`. */
export function setSecurityHeaders(reply: FastifyReply, origin: SiteOrigin): void {
  reply.headers(ALWAYS);
  // Only over https: an http response cannot promise https for the host.
  if (origin.protocol === 'https') reply.headers(HTTPS_ONLY);
}
