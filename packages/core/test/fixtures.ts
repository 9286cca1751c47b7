/** Test builders: complete entities with overridable fields, in the demo district's terms. */
import type { PageLink } from '../src/entities/link';
import type { Message } from '../src/entities/message';
import type { Notification } from '../src/entities/notification';
import type { Page } from '../src/entities/page';

export const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
export const INTRANET_ID = '6f1b2c3d-0000-4000-8000-000000000002';
export const ASPEN_GROVE_ID = '6f1b2c3d-0000-4000-8000-000000000101';
export const MEADOWLARK_HIGH_ID = '6f1b2c3d-0000-4000-8000-000000000130';

export function pageLink(id: string, type: string, url: string, title = ''): PageLink {
  return { link: { id, type, url, title, trackingCode: null } };
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 'msg-1',
    title: 'Snow day',
    summary: 'All schools are closed today.',
    slug: 'snow-day',
    bodyHtml: '<p>Stay warm.</p>',
    status: 'Published',
    publishDateTime: '2024-01-10T12:00:00Z',
    expireDateTime: null,
    channels: ['Announcements'],
    categories: [],
    tags: [],
    destinations: ['District Wide'],
    ownerOrganizationId: DISTRICT_ID,
    isDistrictFeatured: false,
    isFeatured: false,
    links: [],
    ...overrides,
  };
}

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    title: 'Notice',
    description: null,
    startDateTime: '2024-01-10T12:00:00Z',
    endDateTime: null,
    categories: [],
    tags: [],
    icon: null,
    callToActionUrl: null,
    callToActionLabel: null,
    dismissible: true,
    color: null,
    detailLinkUrl: null,
    detailLinkLabel: null,
    importance: 'info',
    type: 'floating',
    ...overrides,
  };
}

export function page(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page-1',
    title: 'About Us',
    slug: 'about-us',
    metaDescription: null,
    path: { path: '/about-us' },
    pageType: { slug: 'landing-page' },
    pageTypeId: null,
    factoids: [],
    parentPage: null,
    relatedPages: [],
    childrenPages: [],
    siblingPages: [],
    group: null,
    links: [],
    categories: [],
    messages: [],
    ownerOrganizationId: DISTRICT_ID,
    configurationValues: [],
    bodyHtml: null,
    ...overrides,
  };
}
