/**
 * Internal vs external URLs. A URL is internal when it is site-relative (`/path`, `#tab`, `?q=`)
 * or absolute on one of the site's own hosts; everything else (other hosts, `mailto:`, `tel:`)
 * is external and opens as a link out.
 */
export function isExternalUrl(url: string, internalHosts: readonly string[] = []): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('//')) return !isOwnHost(`https:${trimmed}`, internalHosts);
  if (/^[/#?]/.test(trimmed)) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return false;
  return !isOwnHost(trimmed, internalHosts);
}

function isOwnHost(url: string, internalHosts: readonly string[]): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return internalHosts.some((host) => host.toLowerCase() === hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The site-relative form of an internal URL (`https://own.host/a?b#c` → `/a?b#c`); external URLs
 * and relative ones are returned as they are.
 */
export function toSiteUrl(url: string, internalHosts: readonly string[] = []): string {
  const trimmed = url.trim();
  if (!/^(https?:)?\/\//i.test(trimmed) || isExternalUrl(trimmed, internalHosts)) return trimmed;
  const parsed = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
