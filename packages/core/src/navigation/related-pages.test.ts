import { describe, expect, it } from 'vitest';
import { page, pageLink } from '../../test/fixtures';
import { pageLinkSchema } from '../entities/link';
import type { PageRef } from '../entities/page';
import { relatedLinks, relatedPages } from './related-pages';

const ref = (id: string, title: string): PageRef => ({ id, title, path: { path: `/${id}` } });

describe('related pages', () => {
  it('lists related, children and sibling pages deduplicated by id, as {url, label}', () => {
    const p = page({
      id: 'self',
      relatedPages: [ref('a', 'Alpha'), ref('b', 'Beta')],
      childrenPages: [ref('c', 'Gamma'), ref('a', 'Alpha again')],
      siblingPages: [ref('self', 'This page'), ref('b', 'Beta again'), ref('d', 'Delta')],
    });
    expect(relatedPages(p)).toEqual([
      { url: '/a', label: 'Alpha' },
      { url: '/b', label: 'Beta' },
      { url: '/c', label: 'Gamma' },
      { url: '/d', label: 'Delta' },
    ]);
  });

  it("takes related links from the page's links of type Link", () => {
    const p = page({
      links: [
        pageLink('l1', 'Link', 'https://example.org', 'Example'),
        pageLink('c1', 'Call to Action', '/register', 'Register'),
        pageLinkSchema.parse({
          link: { id: 'l2', type: 'Link', url: '/b', title: null, trackingCode: 't' },
        }),
      ],
    });
    expect(relatedLinks(p)).toEqual([
      { id: 'l1', url: 'https://example.org', label: 'Example', trackingCode: null },
      { id: 'l2', url: '/b', label: '', trackingCode: 't' },
    ]);
  });
});
