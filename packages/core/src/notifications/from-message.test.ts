import { describe, expect, it } from 'vitest';
import { message, pageLink } from '../../test/fixtures';
import { pageLinkSchema } from '../entities/link';
import { notificationFromMessage } from './from-message';

describe('notification from a message', () => {
  it('derives every field with the defaults of docs/behaviour.md#entity-notification', () => {
    const result = notificationFromMessage(
      message({
        id: 'm-7',
        title: 'Two-hour delay',
        summary: 'Buses run two hours late.',
        publishDateTime: '2024-01-10T05:00:00Z',
        expireDateTime: '2024-01-10T18:00:00Z',
        categories: ['Delays and Closures'],
        tags: ['weather'],
        links: [
          pageLink('c1', 'Call to Action', '/buses-and-transportation', 'Bus routes'),
          pageLink('c2', 'Call to Action', '/second', 'Second'),
          pageLink('d1', 'Detail Link', '/announcements/two-hour-delay', 'Details'),
        ],
      }),
    );
    expect(result).toEqual({
      id: 'm-7',
      title: 'Two-hour delay',
      description: 'Buses run two hours late.',
      startDateTime: '2024-01-10T05:00:00Z',
      endDateTime: '2024-01-10T18:00:00Z',
      categories: ['Delays and Closures'],
      tags: ['weather'],
      icon: null,
      callToActionUrl: '/buses-and-transportation',
      callToActionLabel: 'Bus routes',
      dismissible: true,
      color: null,
      detailLinkUrl: '/announcements/two-hour-delay',
      detailLinkLabel: 'Details',
      importance: 'info',
      type: 'floating',
    });
  });

  it('counts a message that no rule types as a floating notification', () => {
    const result = notificationFromMessage(message({ categories: ['Lunch Menu'] }));
    expect(result.type).toBe('floating');
    expect(result.importance).toBe('info');
  });

  it('lets the display rules set importance, icon and type', () => {
    const result = notificationFromMessage(message({ categories: ['Weather Status Normal'] }));
    expect(result).toMatchObject({ importance: 'success', icon: 'weather-sun', type: 'status' });
  });

  it('uses the rules it is given instead of the defaults', () => {
    const result = notificationFromMessage(message({ tags: ['Board'] }), [
      { terms: ['board'], type: 'inline', importance: 'alert', icon: null, color: '#ff0000' },
    ]);
    expect(result).toMatchObject({ type: 'inline', importance: 'alert', color: '#ff0000' });
  });

  it('has no call to action or detail link when the message has none', () => {
    const result = notificationFromMessage(message());
    expect(result.callToActionUrl).toBeNull();
    expect(result.callToActionLabel).toBeNull();
    expect(result.detailLinkUrl).toBeNull();
    expect(result.detailLinkLabel).toBeNull();
  });

  it('labels untitled links with empty text', () => {
    const links = [
      { link: { id: 'c', type: 'Call to Action', url: '/c', title: null, trackingCode: null } },
      { link: { id: 'd', type: 'Detail Link', url: '/d', title: null, trackingCode: null } },
    ].map((link) => pageLinkSchema.parse(link));
    const result = notificationFromMessage(message({ links }));
    expect(result.callToActionLabel).toBe('');
    expect(result.detailLinkLabel).toBe('');
  });
});
