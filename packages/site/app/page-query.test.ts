import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query';

describe('the query that names a page', () => {
  it('drops the tracking parameters of shared and campaign links', () => {
    expect(pageQuery('?fbclid=IwAR0abc&utm_source=facebook')).toBe('');
    expect(pageQuery('?q=snow+day&gclid=x&page=2')).toBe('?q=snow+day&page=2');
  });

  it("drops Remix's legacy data parameter, which this site never makes", () => {
    expect(pageQuery('?_data=root')).toBe('');
    expect(pageQuery('?lang=es&_data=routes%2Fhome')).toBe('?lang=es');
  });

  it('keeps what the pages read', () => {
    expect(pageQuery('?lang=ar&q=bus&page=3&category=Athletics&preview=1&to=x')).toBe(
      '?lang=ar&q=bus&page=3&category=Athletics&preview=1&to=x',
    );
  });
});
