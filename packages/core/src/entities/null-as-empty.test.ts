import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventSchema } from './event';
import { fileSchema } from './file';
import { groupSchema } from './group';
import { indexLinkSchema, linkSchema } from './link';
import { messageIndexDocumentSchema, messageSchema } from './message';
import { listOrEmpty, textOrEmpty } from './null-as-empty';
import { organizationSchema } from './organization';
import { pageSchema } from './page';
import { personSchema } from './person';

const message = {
  id: 'm',
  title: 'Snow day',
  slug: 'snow-day',
  status: 'Published',
  publishDateTime: '2025-01-10T12:00:00Z',
  ownerOrganizationId: 'o',
};
const page = {
  id: 'p',
  title: 'About Us',
  slug: 'about-us',
  path: { path: '/about-us' },
  pageType: { slug: 'landing-page' },
  ownerOrganizationId: 'o',
};
const organization = {
  id: 'o',
  title: 'Meadowlark Valley School District',
  abbreviation: 'MVSD',
  status: 'Published',
  primaryColor: '#1d4ed8',
  secondaryColor: '#fbbf24',
};
const person = { id: 'p', userId: 'u', displayName: 'Pat Baker' };
const file = { id: 'f', name: 'Bus Routes.pdf', url: '/f' };

// Every list field of the records read from the CMS and the search indexes; events and groups
// have none. A field changed back to `.default([])` fails here.
const LISTS: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['message', messageSchema, message, ['channels', 'categories', 'tags', 'destinations', 'links']],
  [
    'message document',
    messageIndexDocumentSchema,
    message,
    ['channels', 'categories', 'tags', 'destinations'],
  ],
  [
    'page',
    pageSchema,
    page,
    [
      'factoids',
      'relatedPages',
      'childrenPages',
      'siblingPages',
      'links',
      'categories',
      'messages',
      'configurationValues',
    ],
  ],
  ['file', fileSchema, file, ['categories', 'tags', 'owners', 'organizationIds']],
  ['person', personSchema, person, ['groups']],
  [
    'organization',
    organizationSchema,
    organization,
    [
      'educationLevels',
      'gradeLevels',
      'administrators',
      'feederOrganizations',
      'instructionTypes',
      'offerings',
      'uniqueOfferings',
    ],
  ],
];

describe('null read as empty', () => {
  it.each(LISTS)('reads every null list of a %s as an empty list', (_, schema, base, fields) => {
    const nulls = Object.fromEntries(fields.map((field) => [field, null]));
    const parsed = schema.parse({ ...base, ...nulls }) as Record<string, unknown>;
    for (const field of fields) expect(parsed[field], field).toEqual([]);
    expect(schema.parse(base)).toEqual(parsed);
  });

  it('reads a null job title list of a person’s employee record as empty', () => {
    const parsed = personSchema.parse({
      ...person,
      employee: { office: null, jobTitles: null, organization: null },
    });
    expect(parsed.employee?.jobTitles).toEqual([]);
  });

  it('reads the null lists of a message inside a page as empty', () => {
    const parsed = pageSchema.parse({
      ...page,
      messages: [{ message: { ...message, tags: null, categories: null, links: null } }],
    });
    expect(parsed.messages[0]?.message).toMatchObject({ tags: [], categories: [], links: [] });
  });

  it('reads the null text fields defaulted to empty text as empty text', () => {
    const parsed = messageSchema.parse({ ...message, summary: null, bodyHtml: null });
    expect([parsed.summary, parsed.bodyHtml]).toEqual(['', '']);
    expect(linkSchema.parse({ id: 'l', type: 'Link', url: '/', title: null }).title).toBe('');
    expect(indexLinkSchema.parse({ type: 'Link', url: '/', title: null }).title).toBe('');
  });

  it('keeps the fields whose null means something null', () => {
    const parsed = messageSchema.parse({ ...message, expireDateTime: null });
    expect(parsed.expireDateTime).toBeNull();
    expect(
      eventSchema.parse({ id: 'e', start: 's', end: 'e', calendarId: 'c', title: 'T' }),
    ).toEqual(expect.objectContaining({ summary: null, location: null }));
    expect(
      groupSchema.parse({ id: 'g', title: 'Office', ownerOrganizationId: 'o', linkUrl: null })
        .linkUrl,
    ).toBeNull();
  });

  it('still refuses a list of the wrong items, a list that is not one, and a missing id', () => {
    const numbers = messageSchema.safeParse({ ...message, tags: [1, 2] });
    expect(numbers.success).toBe(false);
    expect(numbers.error?.issues[0]?.path).toEqual(['tags', 0]);
    const text = messageSchema.safeParse({ ...message, categories: 'Arts' });
    expect(text.success).toBe(false);
    expect(text.error?.issues[0]).toMatchObject({ path: ['categories'] });
    expect(text.error?.issues[0]?.message).toMatch(/array/);
    const { id: _, ...withoutId } = message;
    expect(messageSchema.safeParse({ ...withoutId, tags: null }).success).toBe(false);
    expect(
      organizationSchema.safeParse({ ...organization, educationLevels: ['Ph.D.'] }).success,
    ).toBe(false);
    expect(messageSchema.safeParse({ ...message, summary: 42 }).success).toBe(false);
  });

  it('gives each record its own empty list', () => {
    const tags = listOrEmpty(textOrEmpty());
    const first = tags.parse(null);
    first.push('changed');
    expect(tags.parse(null)).toEqual([]);
    expect(tags.parse([null, 'Arts'])).toEqual(['', 'Arts']);
  });
});
