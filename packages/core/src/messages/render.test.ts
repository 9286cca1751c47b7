import { describe, expect, it } from 'vitest';
import { message, page, pageLink } from '../../test/fixtures';
import { pageLinkSchema } from '../entities/link';
import { messageSchema } from '../entities/message';
import { callsToAction, renderMessage, renderPageMessages } from './render';

describe('rendering a message', () => {
  it('maps heading, descriptions and body', () => {
    const rendered = renderMessage(message());
    expect(rendered).toMatchObject({
      id: 'msg-1',
      heading: 'Snow day',
      shortDescription: 'All schools are closed today.',
      longDescription: '',
      bodyContent: '<p>Stay warm.</p>',
      callsToAction: [],
      detailLink: null,
      detailLinkLabel: null,
    });
  });

  it('renders missing summary and body as empty text', () => {
    const rendered = renderMessage(
      messageSchema.parse({ ...message(), summary: null, bodyHtml: null }),
    );
    expect(rendered.shortDescription).toBe('');
    expect(rendered.bodyContent).toBe('');
  });

  it("combines the message's and the page's calls to action, deduplicated by link id", () => {
    const shared = pageLink('cta-1', 'Call to Action', '/register', 'Register');
    const rendered = renderMessage(
      message({
        links: [shared, pageLink('d-1', 'Detail Link', '/stories/snow-day', 'Read more')],
      }),
      [
        { link: { ...shared.link, title: 'Register (page copy)' } },
        pageLink('cta-2', 'Call to Action', 'https://example.org/pay', 'Pay fees'),
        pageLink('l-1', 'Link', '/about-us', 'About'),
      ],
    );
    expect(rendered.callsToAction).toEqual([
      { url: '/register', label: 'Register', id: 'cta-1', trackingCode: null },
      { url: 'https://example.org/pay', label: 'Pay fees', id: 'cta-2', trackingCode: null },
    ]);
  });

  it('keeps the tracking code and labels an untitled call to action with empty text', () => {
    const links = [
      pageLinkSchema.parse({
        link: { id: 'c', type: 'Call to Action', url: '/x', title: null, trackingCode: 'utm=1' },
      }),
    ];
    expect(callsToAction(links)).toEqual([
      { url: '/x', label: '', id: 'c', trackingCode: 'utm=1' },
    ]);
  });

  it('takes detailLink and detailLinkLabel from the Detail Link', () => {
    const rendered = renderMessage(
      message({ links: [pageLink('d-1', 'Detail Link', '/stories/snow-day', 'Read more')] }),
    );
    expect(rendered.detailLink).toBe('/stories/snow-day');
    expect(rendered.detailLinkLabel).toBe('Read more');
  });

  it('labels an untitled detail link with empty text', () => {
    const links = [
      pageLinkSchema.parse({
        link: { id: 'd', type: 'Detail Link', url: '/d', title: null, trackingCode: null },
      }),
    ];
    expect(renderMessage(message({ links })).detailLinkLabel).toBe('');
  });
});

describe("rendering a page's messages", () => {
  it('renders only visible messages, with placeholders and the page calls to action', () => {
    const now = new Date('2024-02-01T00:00:00Z');
    const p = page({
      links: [pageLink('cta-page', 'Call to Action', '/contact', 'Contact us')],
      messages: [
        { message: message({ id: 'shown', title: 'Hello $organization.title' }) },
        { message: message({ id: 'hidden', status: 'Draft' }) },
      ],
    });
    const rendered = renderPageMessages(p, now, {
      organization: { title: 'Meadowlark High School' },
    });
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.heading).toBe('Hello Meadowlark High School');
    expect(rendered[0]?.callsToAction.map((c) => c.id)).toEqual(['cta-page']);
  });
});
