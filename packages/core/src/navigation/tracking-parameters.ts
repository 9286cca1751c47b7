/**
 * Query parameters that campaign links and social sites add to a URL to follow a click (`utm_*`,
 * Facebook's `fbclid`, Google's `gclid`, Mailchimp's `mc_cid`…). They never change the page: the
 * server leaves them out of the URL the site renders (and so out of the page cache's key), and
 * the page never repeats them in the links and forms it makes. Without that, each click on a
 * post shared on a snow-day morning carries its own `fbclid`, and every one of those visitors
 * missed the page cache and had the page rendered for them alone. Analytics in the browser still
 * sees them: the address bar keeps the URL as it was visited.
 */
const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  'fbclid', // Facebook, Instagram
  'gclid', // Google Ads
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid', // Google Display
  'msclkid', // Microsoft Ads
  'twclid', // X (Twitter)
  'ttclid', // TikTok
  'li_fat_id', // LinkedIn
  'igshid', // Instagram share
  'yclid', // Yandex
  'mc_cid', // Mailchimp
  'mc_eid',
  '_ga', // Google Analytics cross-domain linking
  '_gl',
  '_hsenc', // HubSpot
  '_hsmi',
  'mkt_tok', // Marketo
  'srsltid', // Google Merchant
]);

/** Whether a query parameter only follows a click and never changes the page. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
}

/**
 * `search` (`?a=1&utm_source=x`, or empty) without the parameters `drop` names (default: the
 * tracking ones), with its leading `?` when anything is left, else empty. The other parameters
 * keep their order and their encoding; empty pairs (`&&`) go.
 */
export function withoutParameters(
  search: string,
  drop: (name: string) => boolean = isTrackingParameter,
): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const equals = pair.indexOf('=');
    const raw = equals === -1 ? pair : pair.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return true;
    }
    return !drop(name);
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
