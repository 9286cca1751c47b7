/**
 * Fixed documents of the four indexes for the search contract suite. They are chosen to exercise
 * the hard cases: values with spaces (`Delays and Closures`), quotes, every `search.in` delimiter
 * candidate, boundaries of the published and event windows, ties broken only by later order keys.
 */
import type { SearchIndexName } from '@district/core/search/query';
import type { RawDocument } from '../../ports';

/** Documents per index. */
export type SearchFixtures = Record<SearchIndexName, RawDocument[]>;

/** The instant every time-based expectation of the contract is computed at. */
export const CONTRACT_NOW = new Date('2025-03-15T12:00:00.000Z');

/** Organization ids of the demo district used by the fixtures. */
export const FIXTURE_ORGS = {
  district: '6f1b2c3d-0000-4000-8000-000000000001',
  intranet: '6f1b2c3d-0000-4000-8000-000000000002',
  aspen: '6f1b2c3d-0000-4000-8000-000000000101',
  high: '6f1b2c3d-0000-4000-8000-000000000130',
} as const;

/** A value holding every `search.in` delimiter candidate but `|`. */
export const ALL_DELIMITERS_BUT_PIPE = '~^¦,;#!§¬`';

const { district, intranet, aspen, high } = FIXTURE_ORGS;

function message(
  id: string,
  title: string,
  fields: Partial<{
    status: string;
    publishDateTime: string;
    expireDateTime: string | null;
    channels: string[];
    categories: string[];
    tags: string[];
    destinations: string[];
    ownerOrganizationId: string;
    isDistrictFeatured: boolean;
    isFeatured: boolean;
  }>,
): RawDocument {
  return {
    id,
    title,
    summary: `${title} summary`,
    slug: id,
    bodyHtml: `<p>${title}</p>`,
    status: 'Published',
    publishDateTime: '2025-03-01T08:00:00.000Z',
    expireDateTime: null,
    channels: ['Announcements'],
    categories: [],
    tags: [],
    destinations: [],
    ownerOrganizationId: district,
    isDistrictFeatured: false,
    isFeatured: false,
    links: JSON.stringify([
      { type: 'Detail Link', url: `/announcements/${id}`, title: 'Read more' },
    ]),
    ...fields,
  };
}

function event(
  id: string,
  title: string,
  start: string,
  end: string,
  calendarId: string,
): RawDocument {
  return {
    id,
    title,
    start,
    end,
    calendarId,
    summary: null,
    description: `${title} description`,
    location: null,
    allDay: false,
    ownerOrganizationId: district,
  };
}

function file(
  id: string,
  name: string,
  fields: {
    categories: string[];
    tags: string[];
    owners: string[];
    organizationIds: string[];
    size: number;
  },
): RawDocument {
  return {
    id,
    name,
    url: `https://files.example.org/${id}`,
    contentType: null,
    modifiedDateTime: '2025-02-01T00:00:00.000Z',
    ...fields,
  };
}

function page(id: string, title: string, path: string, ownerOrganizationId: string): RawDocument {
  return {
    id,
    title,
    slug: path.split('/').pop() ?? id,
    metaDescription: null,
    summary: `${title} summary`,
    body: null,
    path,
    pageType: 'landing-page',
    ownerOrganizationId,
  };
}

/** The fixture documents of every index. */
export const SEARCH_FIXTURES: SearchFixtures = {
  'messages-index': [
    message('m1', 'Snow Day Schedule', {
      categories: ['Delays and Closures'],
      tags: ['weather'],
      destinations: [aspen],
      isDistrictFeatured: true,
      publishDateTime: '2025-03-01T08:00:00.000Z',
    }),
    message('m2', 'Spring Concert Tonight', {
      channels: ['News & Stories'],
      categories: ['Arts'],
      tags: ["O'Brien"],
      destinations: ['District Wide'],
      ownerOrganizationId: high,
      publishDateTime: '2025-03-10T08:00:00.000Z',
      expireDateTime: '2025-04-01T00:00:00.000Z',
      isFeatured: true,
    }),
    message('m3', 'Future Bond Update', {
      categories: ['Board'],
      destinations: [aspen],
      publishDateTime: '2025-04-01T00:00:00.000Z',
    }),
    message('m4', 'Expired Lunch Menu', {
      ownerOrganizationId: aspen,
      publishDateTime: '2025-01-01T00:00:00.000Z',
      expireDateTime: '2025-02-01T00:00:00.000Z',
    }),
    message('m5', 'Draft Budget Notes', { status: 'Draft', ownerOrganizationId: aspen }),
    message('m6', 'Leadership Retreat Agenda', {
      categories: ['Leadership'],
      destinations: [intranet],
      ownerOrganizationId: intranet,
      publishDateTime: '2025-03-05T08:00:00.000Z',
    }),
    message('m7', "Pipes | tildes ~ and 'quotes'", {
      categories: ['A|B', "It's ~ fine"],
      destinations: [aspen],
      publishDateTime: '2025-03-12T08:00:00.000Z',
    }),
    message('m8', 'Expires Right Now', {
      destinations: [aspen],
      expireDateTime: CONTRACT_NOW.toISOString(),
    }),
    message('m9', 'Published Right Now', {
      categories: ['Arts'],
      ownerOrganizationId: aspen,
      publishDateTime: CONTRACT_NOW.toISOString(),
    }),
    message('m10', 'Late Start Tomorrow', {
      channels: ['Notifications'],
      categories: ['Delays and Closures'],
      tags: ['weather status delayed'],
      destinations: ['*.meadowlarkvalley.org'],
      isFeatured: true,
      publishDateTime: '2025-03-13T06:00:00.000Z',
    }),
    message('m11', 'Aspen Grove Picture Day', {
      channels: ['Notifications'],
      categories: ['Info Alert'],
      destinations: ['aspen-grove.meadowlarkvalley.org'],
      publishDateTime: '2025-03-14T06:00:00.000Z',
    }),
    message('m12', 'Another Site Alert', {
      channels: ['Notifications'],
      categories: ['Info Alert'],
      destinations: ['other.example.org'],
      publishDateTime: '2025-03-14T07:00:00.000Z',
    }),
  ],
  'events-index': [
    event('e1', 'Track Meet', '2025-03-20T16:00:00.000Z', '2025-03-20T19:00:00.000Z', 'Athletics'),
    event(
      'e2',
      'Spring Book Fair',
      '2025-03-10T08:00:00.000Z',
      '2025-03-16T17:00:00.000Z',
      'District Calendar',
    ),
    event(
      'e3',
      'Winter Tournament',
      '2025-01-10T08:00:00.000Z',
      '2025-01-11T17:00:00.000Z',
      'Athletics',
    ),
    event(
      'e4',
      'Winter Board Retreat',
      '2025-12-01T08:00:00.000Z',
      '2025-12-01T17:00:00.000Z',
      'Board Meetings',
    ),
    event(
      'e5',
      'Board Meeting: Budget',
      '2025-05-01T18:00:00.000Z',
      '2025-05-01T20:00:00.000Z',
      'Board Meetings',
    ),
    // Starts exactly at the end of the 180-day window: outside it (`start lt end`).
    event('e6', 'Window Edge', '2025-09-11T12:00:00.000Z', '2025-09-11T13:00:00.000Z', 'Athletics'),
  ],
  'files-index': [
    file('f1', 'Bus Routes 2025.pdf', {
      categories: ['Transportation'],
      tags: ['routes', 'Delays and Closures'],
      owners: ['Transportation Office'],
      organizationIds: [district],
      size: 1200,
    }),
    file('f2', 'Lunch Menu March.pdf', {
      categories: ['Food Services'],
      tags: ['menu'],
      owners: ['Nutrition & Wellness'],
      organizationIds: [aspen],
      size: 300,
    }),
    file('f3', 'Board Policy Handbook.pdf', {
      categories: ['Board', 'Policy'],
      tags: ["Board's Choice"],
      owners: ['Board Office'],
      organizationIds: [district],
      size: 5000,
    }),
    file('f4', 'Delimited Report.xlsx', {
      categories: ['Reports'],
      tags: ['a|b|c', ALL_DELIMITERS_BUT_PIPE],
      owners: ['Data Team'],
      organizationIds: [high],
      size: 800,
    }),
    file('f5', 'Bus Safety Video.mp4', {
      categories: ['Transportation', 'Safety'],
      tags: ['video'],
      owners: ['Transportation Office'],
      organizationIds: [aspen],
      size: 25000,
    }),
  ],
  'pages-index': [
    page('p1', 'About Us', '/about-us', district),
    page('p2', 'Bus Schedules', '/bus-schedules', aspen),
    page('p3', 'Athletics at Meadowlark', '/athletics', high),
    page('p4', 'Busy Parents Guide', '/busy-parents', aspen),
  ],
};

/**
 * A second district for the forgiving search: the kindergarten and careers pages a parent or a
 * job seeker misses with the words they type, a page and a message about closures and delays
 * (what "snow day" means), and a garden story that merely looks like "kindergarden".
 */
export const FORGIVENESS_FIXTURES: SearchFixtures = {
  'messages-index': [
    message('k-m1', 'Two-hour delay today', {
      categories: ['Delays and Closures'],
      destinations: [district],
      publishDateTime: '2025-03-14T05:30:00.000Z',
    }),
    message('k-m2', 'Students plant the community garden', {
      channels: ['News & Stories'],
      destinations: [district],
      publishDateTime: '2025-03-10T08:00:00.000Z',
    }),
  ],
  'events-index': [],
  'files-index': [],
  'pages-index': [
    {
      ...page('k-p1', 'Kindergarten', '/academics/kindergarten', district),
      summary: 'Tuition-free full-day kindergarten at every elementary school, and how to enroll.',
    },
    {
      ...page('k-p2', 'Careers', '/careers', district),
      summary: 'Teaching, support and substitute positions in our schools.',
    },
    {
      ...page('k-p3', 'Alerts and Communication', '/alerts-and-communication', district),
      summary: 'How families hear of weather closures and delays.',
    },
    page('k-p4', 'Garden Club', '/garden-club', district),
  ],
};

/** The `-empty` and `-null` twins of one message: the second has `nulls` and summary null. */
function twins(
  id: string,
  title: string,
  fields: Parameters<typeof message>[2],
  nulls: readonly string[] = ['tags', 'categories'],
): RawDocument[] {
  const empty: RawDocument = { ...message(`${id}-empty`, title, fields), summary: '' };
  const withNulls: RawDocument = { ...message(`${id}-null`, title, fields), summary: null };
  for (const field of nulls) {
    empty[field] = [];
    withNulls[field] = null;
  }
  return [empty, withNulls];
}

/**
 * Messages whose `tags` and `categories` (and `summary`) an editor's CMS or an indexer wrote as
 * `null`, each beside its twin written with empty ones (`-null` and `-empty`): a twin must be
 * found wherever the other is. `nl-announcement-numbers` has tags of the wrong kind.
 */
export const NULL_LIST_FIXTURES: SearchFixtures = {
  'messages-index': [
    ...twins('nl-announcement', 'Library hours extended', { ownerOrganizationId: aspen }),
    {
      ...message('nl-announcement-numbers', 'Library hours extended', {
        ownerOrganizationId: aspen,
      }),
      tags: [1, 2],
    },
    ...twins('nl-story', 'Robotics team wins the regional final', {
      channels: ['News & Stories'],
    }),
    // A notice needs its category to be found, so only its tags are null.
    ...twins(
      'nl-notice',
      'Picture day moves to Friday',
      {
        channels: ['Notifications'],
        categories: ['Info Alert'],
        destinations: ['aspen-grove.meadowlarkvalley.org'],
      },
      ['tags'],
    ),
  ],
  'events-index': [],
  'files-index': [],
  'pages-index': [],
};
