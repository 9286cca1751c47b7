import { describe, expect, it } from 'vitest';
import { alertCapUrl, alertFeedAlternateLink, alertWebUrl } from './alert-urls.server';

describe('alert addresses', () => {
  it('announces the feed in every page’s head, in the page’s language', () => {
    expect(alertFeedAlternateLink('https://www.meadowlarkvalley.org/', null)).toEqual({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Alerts',
      href: 'https://www.meadowlarkvalley.org/alerts/feed.atom',
    });
    expect(alertFeedAlternateLink('https://www.meadowlarkvalley.org', 'so').href).toBe(
      'https://www.meadowlarkvalley.org/alerts/feed.atom?lang=so',
    );
  });

  it('links an alert’s details in the reader’s language only on the site', () => {
    const site = 'https://www.meadowlarkvalley.org';
    expect(alertWebUrl({ detailUrl: '/closures' }, site, 'es')).toBe(`${site}/closures?lang=es`);
    expect(alertWebUrl({ detailUrl: null }, site, 'en')).toBe(`${site}/`);
    expect(alertWebUrl({ detailUrl: 'https://weather.gov/bou' }, site, 'es')).toBe(
      'https://weather.gov/bou',
    );
    expect(alertCapUrl(site, 'abc-0123456789abcdef')).toBe(
      `${site}/alerts/abc-0123456789abcdef.cap`,
    );
  });
});
