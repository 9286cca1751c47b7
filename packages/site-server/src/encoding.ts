/** What the server compresses and how it picks an encoding (Accept-Encoding by `negotiator`). */

import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings the server produces, best first (on a tie, brotli wins). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

// Clients send a handful of distinct headers: each is negotiated once (this runs on every hit).
const negotiated = new LRUCache<string, Encoding | 'identity'>({ max: 256 });

/** The encoding to answer with among `offered` (undefined: identity), honouring q-values and `*`. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const memoKey = `${offered.join()}\n${acceptEncoding}`;
  const known = negotiated.get(memoKey);
  if (known !== undefined) return known === 'identity' ? undefined : known;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // negotiator's `preferred` breaks ties in the server's order (its types omit the option).
  const encodings = negotiator.encodings as (
    available: string[],
    options: { preferred: string[] },
  ) => string[];
  const [best] = encodings.call(negotiator, [...offered], {
    preferred: [...offered],
  }) as Encoding[];
  negotiated.set(memoKey, best ?? 'identity');
  return best;
}

const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a Content-Type is worth compressing (text, JSON, XML, JavaScript, SVG). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType) && COMPRESSIBLE_TYPE.test(contentType ?? '');
}
