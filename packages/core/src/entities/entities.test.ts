import { describe, expect, it } from 'vitest';
import { configurationItemSchema, displayRuleSchema } from './configuration';
import { eventSchema } from './event';
import { FEED_KINDS, feedConfigSchemas } from './feed-config';
import { fileSchema } from './file';
import { groupSchema } from './group';
import { linkSchema } from './link';
import { menuItemSchema } from './menu';
import { messageIndexDocumentSchema, messageSchema } from './message';
import { notificationSchema } from './notification';
import { organizationSchema } from './organization';
import { pageSchema } from './page';
import { personSchema } from './person';

describe('entity schemas', () => {
  it('fills a message with its defaults and keeps both links shapes apart', () => {
    const base = {
      id: 'm',
      title: 'T',
      slug: 's',
      status: 'Published',
      publishDateTime: '2024-01-01T00:00:00Z',
      ownerOrganizationId: 'o',
    };
    expect(messageSchema.parse(base)).toMatchObject({
      summary: '',
      expireDateTime: null,
      channels: [],
      links: [],
      isDistrictFeatured: false,
    });
    expect(messageIndexDocumentSchema.parse({ ...base, links: '[]' }).links).toBe('[]');
    expect(messageSchema.safeParse({ ...base, links: '[]' }).success).toBe(false);
  });

  it('parses a page whose category is an array', () => {
    const page = pageSchema.parse({
      id: 'p',
      title: 'Home',
      slug: 'home',
      path: { path: '/' },
      pageType: { slug: 'landing-page' },
      ownerOrganizationId: 'o',
      categories: [{ category: [{ title: 'A' }] }, { category: { title: 'B' } }],
    });
    expect(page.categories).toHaveLength(2);
    expect(page.relatedPages).toEqual([]);
  });

  it('parses nested menu items and rejects a fractional order', () => {
    const leaf = {
      id: 'b',
      parentMenuItemId: 'a',
      order: 0,
      title: 'Leaf',
      url: '/x',
      icon: null,
      childrenMenuItems: [],
    };
    const root = {
      id: 'a',
      parentMenuItemId: null,
      order: 0,
      title: 'Main Menu',
      url: '',
      icon: null,
      childrenMenuItems: [leaf],
    };
    expect(menuItemSchema.parse(root).childrenMenuItems[0]?.title).toBe('Leaf');
    expect(menuItemSchema.safeParse({ ...root, order: 0.5 }).success).toBe(false);
  });

  it('requires hex colours on an organization', () => {
    const org = {
      id: 'o',
      title: 'MVSD',
      abbreviation: 'MVSD',
      status: 'Published',
      primaryColor: '#1d4ed8',
      secondaryColor: '#fbbf24',
    };
    expect(organizationSchema.parse(org).parentOrganization).toBeNull();
    expect(organizationSchema.safeParse({ ...org, primaryColor: 'blue' }).success).toBe(false);
    expect(
      organizationSchema.safeParse({ ...org, location: { lat: '39.7', lon: 'west' } }).success,
    ).toBe(false);
  });

  it('defaults notifications to info, floating and dismissible', () => {
    expect(
      notificationSchema.parse({ id: 'n', title: 'T', startDateTime: '2024-01-01' }),
    ).toMatchObject({
      importance: 'info',
      type: 'floating',
      dismissible: true,
    });
    expect(
      notificationSchema.safeParse({ id: 'n', title: 'T', startDateTime: 'x', type: 'popup' })
        .success,
    ).toBe(false);
  });

  it('parses the search documents and CMS records', () => {
    expect(
      eventSchema.parse({ id: 'e', start: 's', end: 'e', calendarId: 'c', title: 'T' }).allDay,
    ).toBe(false);
    expect(fileSchema.parse({ id: 'f', name: 'n', url: '/f' }).owners).toEqual([]);
    expect(
      groupSchema.parse({ id: 'g', title: 'Office', ownerOrganizationId: 'o' }).linkUrl,
    ).toBeNull();
    expect(personSchema.parse({ id: 'p', userId: 'u', displayName: 'Pat' }).isPublic).toBe(true);
    expect(personSchema.safeParse({ userId: 'u', displayName: 'Pat' }).success).toBe(false);
    expect(linkSchema.parse({ id: 'l', type: 'Link', url: '/' }).title).toBe('');
    expect(configurationItemSchema.parse({ category: 'c', name: 'n' }).value).toBeNull();
    expect(displayRuleSchema.parse({ terms: ['x'] })).toEqual({
      terms: ['x'],
      type: null,
      importance: null,
      icon: null,
      color: null,
    });
  });

  it('has a lenient feed configuration schema for each of the five kinds', () => {
    expect(FEED_KINDS).toEqual(['announcements', 'stories', 'events', 'files', 'people']);
    expect(
      feedConfigSchemas.events.parse({ calendars: ['a'], groupByDate: 'yes', limit: '3' }),
    ).toEqual({
      calendars: ['a'],
      groupByDate: undefined,
      limit: 3,
    });
    expect(feedConfigSchemas.people.parse({ blockList: ['x'], limit: 0 })).toEqual({
      blockList: ['x'],
      limit: undefined,
    });
    expect(feedConfigSchemas.files.parse({ owners: ['HR'] }).owners).toEqual(['HR']);
  });
});
