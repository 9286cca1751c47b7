import { describe, expect, it } from 'vitest';
import { isExternalUrl, toSiteUrl } from './urls';

describe('internal and external URLs', () => {
  it('treats site-relative paths, anchors and queries as internal', () => {
    expect(isExternalUrl('/about-us')).toBe(false);
    expect(isExternalUrl('/login/#tab-families')).toBe(false);
    expect(isExternalUrl('#main')).toBe(false);
    expect(isExternalUrl('?q=bus')).toBe(false);
    expect(isExternalUrl('')).toBe(false);
    expect(isExternalUrl('about-us')).toBe(false);
  });

  it('treats other hosts and non-web schemes as external', () => {
    expect(isExternalUrl('https://calendar.meadowlarkvalley.org/')).toBe(true);
    expect(isExternalUrl('//cdn.example.org/a')).toBe(true);
    expect(isExternalUrl('mailto:info@meadowlarkvalley.org')).toBe(true);
    expect(isExternalUrl('tel:+15550100')).toBe(true);
  });

  it("treats absolute URLs on the site's own hosts as internal", () => {
    const hosts = ['www.meadowlarkvalley.org'];
    expect(isExternalUrl('https://WWW.meadowlarkvalley.org/about', hosts)).toBe(false);
    expect(isExternalUrl('//www.meadowlarkvalley.org/about', hosts)).toBe(false);
    expect(isExternalUrl('mailto:www.meadowlarkvalley.org', hosts)).toBe(true);
    expect(isExternalUrl('https://[bad', hosts)).toBe(true);
  });

  it('makes internal absolute URLs site-relative and leaves the rest', () => {
    const hosts = ['www.meadowlarkvalley.org'];
    expect(toSiteUrl('https://www.meadowlarkvalley.org/a/b?c=1#d', hosts)).toBe('/a/b?c=1#d');
    expect(toSiteUrl('//www.meadowlarkvalley.org/x', hosts)).toBe('/x');
    expect(toSiteUrl('https://other.org/a', hosts)).toBe('https://other.org/a');
    expect(toSiteUrl('/already', hosts)).toBe('/already');
  });
});
