import { describe, expect, it } from 'vitest';
import { message } from '../../test/fixtures';
import type { MessageIndexDocument } from '../entities/message';
import { indexLinkId, messageFromIndexDocument, parseIndexLinks } from './index-document';

function doc(links: string | null): MessageIndexDocument {
  return { ...message(), links };
}

describe('message from an index document', () => {
  it('parses the links JSON string into the page shape', () => {
    const result = messageFromIndexDocument(
      doc(
        JSON.stringify([
          { type: 'Call to Action', url: '/register', title: 'Register now' },
          { type: 'Detail Link', url: '/stories/snow-day', title: 'Read more' },
        ]),
      ),
    );
    expect(result.links).toEqual([
      {
        link: {
          id: indexLinkId('Call to Action', '/register'),
          type: 'Call to Action',
          url: '/register',
          title: 'Register now',
          trackingCode: null,
        },
      },
      {
        link: {
          id: indexLinkId('Detail Link', '/stories/snow-day'),
          type: 'Detail Link',
          url: '/stories/snow-day',
          title: 'Read more',
          trackingCode: null,
        },
      },
    ]);
    expect(result.title).toBe('Snow day');
  });

  it('derives the same id for the same type and URL, and different ids otherwise', () => {
    expect(indexLinkId('Link', '/a')).toBe(indexLinkId('Link', '/a'));
    expect(indexLinkId('Link', '/a')).not.toBe(indexLinkId('Link', '/b'));
    expect(indexLinkId('Link', '/a')).not.toBe(indexLinkId('Call to Action', '/a'));
    expect(indexLinkId('Link', '/a')).toMatch(/^link-[0-9a-f]{8}$/);
  });

  it('gives no links for malformed JSON instead of throwing', () => {
    expect(messageFromIndexDocument(doc('[{"type":')).links).toEqual([]);
  });

  it('gives no links for null, empty or non-array JSON', () => {
    expect(messageFromIndexDocument(doc(null)).links).toEqual([]);
    expect(parseIndexLinks('')).toEqual([]);
    expect(parseIndexLinks('{"type":"Link","url":"/a"}')).toEqual([]);
  });

  it('drops malformed items but keeps the good ones', () => {
    const links = parseIndexLinks(
      JSON.stringify([{ type: 'Link' }, 42, { type: 'Link', url: '/ok', title: null }]),
    );
    expect(links).toHaveLength(1);
    expect(links[0]?.link.url).toBe('/ok');
    expect(links[0]?.link.title).toBe('');
  });

  it('treats a links field that is not a string as no links', () => {
    const raw = { ...message(), links: [{ type: 'Link' }] } as unknown as MessageIndexDocument;
    expect(messageFromIndexDocument(raw).links).toEqual([]);
  });
});
