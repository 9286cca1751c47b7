/**
 * Which push endpoints the server may call (docs/alerts.md#browser-push). A subscription's endpoint
 * is a URL the server will POST to, so it must belong to one of the configured push services
 * (`PUSH_SERVICES`), compared as parsed origins, never as string prefixes; private, loopback and
 * link-local hosts are refused unless their origin is listed itself (a test's local service).
 */
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * The major browsers' push services: Chrome, Edge and Opera (FCM), Firefox (Mozilla autopush),
 * Safari (Apple), and the Windows push service, whose endpoints are on many regional subdomains
 * (`wns2-par02p.notify.windows.com`), hence the one wildcard rule.
 */
export const DEFAULT_PUSH_SERVICES: readonly string[] = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** Longest endpoint accepted: the browsers' are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 2_048;

/**
 * A `PUSH_SERVICES` entry in canonical form: `https://host[:port]`, or `https://*.suffix[:port]`
 * for every subdomain of `suffix`. Throws an Error naming what is wrong with it.
 */
export function parsePushServiceOrigin(text: string): string {
  const trimmed = text.trim();
  const wildcard = /^https:\/\/\*\./i.test(trimmed);
  let url: URL;
  try {
    url = new URL(wildcard ? `https://${trimmed.slice('https://*.'.length)}` : trimmed);
  } catch {
    throw new Error(`"${trimmed}" is not an origin`);
  }
  if (url.protocol !== 'https:') throw new Error(`"${trimmed}" must be an https origin`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`"${trimmed}" must be an origin only (scheme, host and port)`);
  }
  if (wildcard) {
    if (isIP(bare(url.hostname)) || !url.hostname.includes('.')) {
      throw new Error(`"${trimmed}" must put * before a domain with a dot, not an address`);
    }
    return `https://*.${url.host}`;
  }
  return url.origin;
}

/** Parses the comma-separated `PUSH_SERVICES`; throws naming the first bad entry. */
export function parsePushServices(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must list at least one push service origin');
  return [...new Set(entries.map(parsePushServiceOrigin))];
}

/** Where an endpoint may be sent, or why not. */
export type EndpointCheck = { ok: true; url: URL; origin: string } | { ok: false; problem: string };

/**
 * Whether `endpoint` belongs to one of `allowedOrigins` (canonical, see
 * {@link parsePushServiceOrigin}). A refusal names the problem and the endpoint's host, never the
 * endpoint itself (its path is the subscription's secret).
 */
export function checkPushEndpoint(
  endpoint: string,
  allowedOrigins: readonly string[],
): EndpointCheck {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    return { ok: false, problem: `endpoint is longer than ${MAX_ENDPOINT_LENGTH} characters` };
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, problem: 'endpoint is not a URL' };
  }
  if (url.username || url.password) {
    return { ok: false, problem: 'endpoint carries a user name or password' };
  }
  const origin = url.origin;
  const listed = allowedOrigins.includes(origin);
  const host = bare(url.hostname);
  const reserved = reservedKind(host);
  if (reserved && !listed) {
    return {
      ok: false,
      problem: `endpoint host ${host} is a ${reserved} address, not a push service (PUSH_SERVICES lists none there)`,
    };
  }
  if (url.protocol !== 'https:') {
    return { ok: false, problem: `endpoint uses ${url.protocol}; push services speak https:` };
  }
  if (listed || allowedOrigins.some((rule) => matchesWildcard(rule, url))) {
    return { ok: true, url, origin };
  }
  return { ok: false, problem: `endpoint origin ${origin} is not one of PUSH_SERVICES` };
}

/** `https://*.notify.windows.com` matches `https://wns2-par02p.notify.windows.com`, not the bare domain. */
function matchesWildcard(rule: string, url: URL): boolean {
  if (!rule.startsWith('https://*.')) return false;
  const suffix = rule.slice('https://*'.length); // `.notify.windows.com[:port]`
  const [domain, port = ''] = splitPort(suffix);
  return (
    url.protocol === 'https:' &&
    url.port === port &&
    url.hostname.endsWith(domain) &&
    url.hostname.length > domain.length &&
    isIP(bare(url.hostname)) === 0
  );
}

function splitPort(hostAndPort: string): [string, string?] {
  const match = /^(.*?)(?::(\d+))?$/.exec(hostAndPort);
  return [match?.[1] ?? hostAndPort, match?.[2]];
}

/** A URL's hostname without IPv6 brackets. */
function bare(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}

const RESERVED: [kind: string, block: BlockList][] = (() => {
  const of = (ranges: [string, number, 'ipv4' | 'ipv6'][]) => {
    const list = new BlockList();
    for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
    return list;
  };
  return [
    [
      'loopback',
      of([
        ['127.0.0.0', 8, 'ipv4'],
        ['::1', 128, 'ipv6'],
      ]),
    ],
    [
      'private',
      of([
        ['10.0.0.0', 8, 'ipv4'],
        ['172.16.0.0', 12, 'ipv4'],
        ['192.168.0.0', 16, 'ipv4'],
        ['100.64.0.0', 10, 'ipv4'],
        ['fc00::', 7, 'ipv6'],
      ]),
    ],
    [
      'link-local',
      of([
        ['169.254.0.0', 16, 'ipv4'],
        ['fe80::', 10, 'ipv6'],
      ]),
    ],
    [
      'reserved',
      of([
        ['0.0.0.0', 8, 'ipv4'],
        ['192.0.0.0', 24, 'ipv4'],
        ['198.18.0.0', 15, 'ipv4'],
        ['224.0.0.0', 3, 'ipv4'],
        ['::', 128, 'ipv6'],
        // IPv4-mapped and NAT64 addresses can reach any IPv4 host; no push service uses them.
        ['::ffff:0:0', 96, 'ipv6'],
        ['64:ff9b::', 96, 'ipv6'],
        ['ff00::', 8, 'ipv6'],
      ]),
    ],
  ];
})();

/** The kind of reserved address or name a host is, or null for an ordinary one. */
function reservedKind(host: string): string | null {
  const lower = host.toLowerCase();
  if (lower === 'localhost' || lower.endsWith('.localhost')) return 'loopback';
  const version = isIP(lower);
  if (version === 0) return null;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, block] of RESERVED) if (block.check(lower, type)) return kind;
  return null;
}

/**
 * What a log line may say about an endpoint: its push service's origin and a short hash that
 * tells two endpoints apart, never the endpoint (its path is the subscription's address).
 */
export function endpointLabel(endpoint: string): { service: string; endpoint: string } {
  let service = 'unparsable';
  try {
    service = new URL(endpoint).origin;
  } catch {}
  return {
    service,
    endpoint: createHash('sha256').update(endpoint).digest('base64url').slice(0, 10),
  };
}
