import { buildSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { createGraphqlCms } from './graphql-cms';
import { CMS_QUERIES } from './queries';
import { CMS_SCHEMA_SDL, type FakeCms, type FakeCmsData, startFakeCms } from './testing/fake-cms';

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';

const organization = (id: string, title: string, parent: string | null) => ({
  id,
  title,
  abbreviation: title.slice(0, 4).toUpperCase(),
  parentOrganizationId: parent,
  parentOrganization: parent ? { id: parent } : null,
  status: 'Published',
  location: { lat: '39.7', lon: '-104.9' },
  educationLevels: ['Elementary'],
  address: { zip: '80000', city: 'Meadowlark', state: 'CO', street1: '1 Main St', street2: null },
  primaryColor: '#123456',
  secondaryColor: '#abcdef',
});

const menu = (
  id: string,
  parent: string | null,
  order: number | null,
  title: string,
  url = '',
) => ({
  id,
  parentMenuItemId: parent,
  ownerOrganizationId: ASPEN,
  order,
  title,
  url,
  icon: null,
});

const pageRef = (id: string, title: string, path: string) => ({
  id,
  title,
  slug: id,
  path: { path },
});

const person = (
  id: string,
  userId: string,
  lastName: string,
  groups: string[],
  jobTitles: string[],
) => ({
  id,
  userId,
  displayName: `Pat ${lastName}`,
  firstName: 'Pat',
  lastName,
  isPublic: true,
  employee: { office: 'Main Office', jobTitles, organization: { title: 'Aspen Grove Elementary' } },
  groups: groups.map((groupId) => ({ groupId })),
});

const group = (id: string, title: string, owner = ASPEN) => ({
  id,
  title,
  ownerOrganizationId: owner,
});

const DATA: FakeCmsData = {
  organizations: [
    organization(ASPEN, 'Aspen Grove Elementary', DISTRICT),
    organization(DISTRICT, 'Meadowlark Valley School District', null),
  ],
  menuItems: [
    menu('m-main', null, 0, 'Main Menu'),
    menu('m-about', 'm-main', 0, 'About Us'),
    menu('m-about-1', 'm-about', 1, 'Our People', '/our-people'),
    menu('m-about-0', 'm-about', 0, 'About Us', '/about-us'),
    menu('m-footer', null, 3, 'Footer Menu'),
    { ...menu('other', null, 1, 'Other school menu'), ownerOrganizationId: DISTRICT },
  ],
  pages: [
    {
      ...pageRef('p-about', 'About Us', '/about-us'),
      metaDescription: 'Who we are',
      pageType: { slug: 'landing-page' },
      pageTypeId: null,
      bodyHtml: '<p>Hello</p>',
      ownerOrganizationId: ASPEN,
      factoids: [],
      parentPage: null,
      relatedPages: [pageRef('p-people', 'Our People', '/our-people')],
      childrenPages: [],
      siblingPages: [pageRef('p-board', 'Board', '/board')],
      group: null,
      links: [{ link: { id: 'l1', type: 'Link', url: '/x', title: 'X', trackingCode: null } }],
      categories: [{ category: { title: 'Community' } }],
      messages: [
        {
          message: {
            id: 'msg1',
            title: 'Welcome',
            summary: null,
            slug: 'welcome',
            bodyHtml: null,
            status: 'Published',
            publishDateTime: '2025-01-01T00:00:00Z',
            expireDateTime: null,
            channels: ['Announcements'],
            categories: [],
            tags: [],
            destinations: [],
            ownerOrganizationId: ASPEN,
            isDistrictFeatured: false,
            isFeatured: false,
            links: [],
          },
        },
      ],
      configurationValues: [
        { configurationCategory: 'websitePage', configurationName: 'hero', value: '"big"' },
      ],
    },
    { ...pageRef('p-people', 'Our People', '/our-people'), ownerOrganizationId: ASPEN },
    { ...pageRef('p-district', 'District Home', '/'), ownerOrganizationId: DISTRICT },
  ],
  configurations: [
    {
      category: 'websiteFeed',
      name: 'announcementFeeds',
      defaultValue: '[]',
      value: null,
      ownerOrganizationId: null,
    },
    {
      category: 'color',
      name: 'primary',
      defaultValue: '"#000000"',
      value: '"#123456"',
      ownerOrganizationId: ASPEN,
    },
    {
      category: 'color',
      name: 'primary',
      defaultValue: '"#000000"',
      value: '"#999999"',
      ownerOrganizationId: DISTRICT,
    },
  ],
  people: [
    person('a0000000-0000-4000-8000-000000000001', 'u1', 'Baker', ['g1'], ['Teacher']),
    person('a0000000-0000-4000-8000-000000000002', 'u2', 'Adams', ['g1', 'g2'], ['Principal']),
    person('a0000000-0000-4000-8000-000000000003', 'u3', 'Clark', ['g2'], ['Teacher', 'Coach']),
    person('a0000000-0000-4000-8000-000000000004', 'u4', 'Diaz', ['g3'], ['Nurse']),
  ],
  groups: [
    group('g1', 'Front Office'),
    group('g2', 'Health Office'),
    group('g3', 'Transportation'),
    group('g4', '100% Spirit_Club'),
    group('g5', 'Office of the Superintendent', DISTRICT),
  ],
};

let cms: FakeCms | undefined;
afterEach(async () => {
  await cms?.close();
  cms = undefined;
});

async function start(options: Parameters<typeof startFakeCms>[1] = {}) {
  cms = await startFakeCms(DATA, options);
  return cms;
}

describe('CMS schema', () => {
  it('validates every query document against schema.graphql', () => {
    const schema = buildSchema(CMS_SCHEMA_SDL);
    for (const [name, document] of Object.entries(CMS_QUERIES)) {
      expect({ name, errors: validate(schema, parse(document)).map((e) => e.message) }).toEqual({
        name,
        errors: [],
      });
    }
  });

  it('rejects a document that the schema does not allow', () => {
    const schema = buildSchema(CMS_SCHEMA_SDL);
    expect(validate(schema, parse('{ people { nickname } }'))).not.toHaveLength(0);
  });
});

describe('CMS reads', () => {
  it('reads organizations', async () => {
    const server = await start();
    const organizations = await createGraphqlCms({ endpoint: server.endpoint }).getOrganizations();
    expect(organizations.map((o) => o.title)).toEqual([
      'Aspen Grove Elementary',
      'Meadowlark Valley School District',
    ]);
    expect(organizations[0]?.parentOrganization).toEqual({ id: DISTRICT });
    expect(organizations[0]?.address?.city).toBe('Meadowlark');
  });

  it('reads root menus with their nested children in order', async () => {
    const server = await start();
    const menus = await createGraphqlCms({ endpoint: server.endpoint }).getMenus(ASPEN);
    expect(menus.map((m) => m.title)).toEqual(['Main Menu', 'Footer Menu']);
    expect(menus[0]?.childrenMenuItems[0]?.childrenMenuItems.map((m) => m.url)).toEqual([
      '/about-us',
      '/our-people',
    ]);
    expect(server.operations[0]?.variables).toEqual({ organizationId: ASPEN });
  });

  it('reads a page by path with its related pages, links, categories, messages and configuration', async () => {
    const server = await start();
    const port = createGraphqlCms({ endpoint: server.endpoint });
    const page = await port.getPageByPath(ASPEN, '/about-us');
    expect(page?.title).toBe('About Us');
    expect(page?.relatedPages.map((p) => p.path.path)).toEqual(['/our-people']);
    expect(page?.siblingPages.map((p) => p.id)).toEqual(['p-board']);
    expect(page?.links[0]?.link.type).toBe('Link');
    expect(page?.categories).toEqual([{ category: { title: 'Community' } }]);
    expect(page?.messages[0]?.message.slug).toBe('welcome');
    expect(page?.configurationValues[0]?.value).toBe('"big"');
    expect(server.operations[0]?.variables).toEqual({ organizationId: ASPEN, path: '/about-us' });
    expect(await port.getPageByPath(ASPEN, '/nowhere')).toBeNull();
    // The district's home page is not the school's.
    expect(await port.getPageByPath(ASPEN, '/')).toBeNull();
  });

  it('reads the reviewed translations of a page and of its messages', async () => {
    const revision = 'a'.repeat(64);
    const review = { language: 'es', reviewedAt: '2026-09-01T15:00:00Z', sourceRevision: revision };
    const about = DATA.pages?.[0] as Record<string, unknown>;
    const message = (about.messages as { message: Record<string, unknown> }[])[0]!.message;
    cms = await startFakeCms({
      ...DATA,
      pages: [
        {
          ...about,
          translations: [
            { ...review, title: 'Quiénes somos', metaDescription: null, bodyHtml: '<p>Hola</p>' },
          ],
          messages: [
            { message: { ...message, translations: [{ ...review, title: 'Bienvenidos' }] } },
          ],
        },
      ],
    });
    const page = await createGraphqlCms({ endpoint: cms.endpoint }).getPageByPath(
      ASPEN,
      '/about-us',
    );
    expect(page?.translations).toEqual([
      { ...review, title: 'Quiénes somos', metaDescription: null, bodyHtml: '<p>Hola</p>' },
    ]);
    expect(page?.messages[0]?.message.translations).toEqual([
      { ...review, title: 'Bienvenidos', summary: null, bodyHtml: null },
    ]);
  });

  it('lists the pages of an organization', async () => {
    const server = await start();
    const pages = await createGraphqlCms({ endpoint: server.endpoint }).listPages(ASPEN);
    expect(pages.map((p) => p.path.path)).toEqual(['/about-us', '/our-people']);
  });

  it("reads the district-wide configuration and the organization's own", async () => {
    const server = await start();
    const items = await createGraphqlCms({ endpoint: server.endpoint }).getConfiguration(ASPEN);
    expect(items.map((item) => [item.category, item.name, item.value])).toEqual([
      ['color', 'primary', '"#123456"'],
      ['websiteFeed', 'announcementFeeds', null],
    ]);
  });

  it("lets the organization's own item shadow the district-wide one of the same name", async () => {
    const logo = (url: string) => JSON.stringify({ logoImageUrl: url });
    const secondaryLogo = (value: string, ownerOrganizationId: string | null) => ({
      category: 'websiteLogo',
      name: 'secondaryLogo',
      defaultValue: null,
      value,
      ownerOrganizationId,
    });
    cms = await startFakeCms({
      ...DATA,
      // The district-wide row first: a first-found lookup over both rows would take it.
      configurations: [
        secondaryLogo(logo('/district.svg'), null),
        secondaryLogo(logo('/school.svg'), ASPEN),
      ],
    });
    const port = createGraphqlCms({ endpoint: cms.endpoint });
    expect(await port.getConfiguration(ASPEN)).toEqual([
      {
        category: 'websiteLogo',
        name: 'secondaryLogo',
        defaultValue: null,
        value: logo('/school.svg'),
      },
    ]);
    expect((await port.getConfiguration(DISTRICT)).map((item) => item.value)).toEqual([
      logo('/district.svg'),
    ]);
  });

  it('drops and logs an invalid item instead of failing the list', async () => {
    cms = await startFakeCms({
      organizations: [
        organization(ASPEN, 'Aspen Grove Elementary', DISTRICT),
        { ...organization(DISTRICT, 'Broken District', null), primaryColor: 'red' },
      ],
    });
    const logger = createMemoryLogger();
    const organizations = await createGraphqlCms({
      endpoint: cms.endpoint,
      logger,
    }).getOrganizations();
    expect(organizations.map((o) => o.title)).toEqual(['Aspen Grove Elementary']);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Dropped an invalid CMS item',
        context: expect.objectContaining({
          kind: 'organizations',
          id: DISTRICT,
          index: 1,
          path: 'primaryColor',
        }),
      }),
    ]);
  });

  it('logs a dropped person once, by kind, id and first issue, and keeps the valid ones', async () => {
    const brokenId = 'a0000000-0000-4000-8000-000000000005';
    const broken = {
      ...person(brokenId, 'u5', 'Avery', ['g1'], []),
      employee: { office: 'Room 7', jobTitles: 'Teacher', organization: null },
      biography: 'Only the editor wrote this',
    };
    cms = await startFakeCms({ ...DATA, people: [...DATA.people!, broken] });
    const logger = createMemoryLogger();
    const port = createGraphqlCms({ endpoint: cms.endpoint, logger });
    for (let read = 0; read < 3; read += 1) {
      const people = await port.getPeople({ limit: 10 });
      expect(people.map((p) => p.lastName)).toEqual(['Adams', 'Baker', 'Clark', 'Diaz']);
    }
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Dropped an invalid CMS item',
        context: {
          kind: 'people',
          id: brokenId,
          index: 1,
          path: 'employee.jobTitles',
          issue: expect.stringMatching(/array/),
          issueCount: 1,
        },
      },
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain('Only the editor wrote this');
  });

  it('rejects an invalid page with a clear error', async () => {
    const good = DATA.pages![0]! as { messages: { message: Record<string, unknown> }[] };
    const broken = {
      ...good,
      path: { path: '/broken' },
      messages: [{ message: { ...good.messages[0]!.message, channels: 'Announcements' } }],
    };
    cms = await startFakeCms({ pages: [broken] });
    await expect(
      createGraphqlCms({ endpoint: cms.endpoint, logger: createMemoryLogger() }).getPageByPath(
        ASPEN,
        '/broken',
      ),
    ).rejects.toThrow(
      /The CMS answered an invalid page at \/broken: messages\.0\.message\.channels/,
    );
  });
});

describe('lists written as null (read as empty)', () => {
  const about = DATA.pages![0]! as Record<string, unknown> & {
    messages: { message: Record<string, unknown> }[];
  };
  const welcome = about.messages[0]!.message;
  const twin = (id: string, fields: Record<string, unknown>) => ({
    message: { ...welcome, id, slug: id, ...fields },
  });

  it('shows a message with null tags and categories on the page that carries it, as its twin with empty ones', async () => {
    cms = await startFakeCms({
      pages: [
        {
          ...about,
          messages: [
            twin('m-empty', { tags: [], categories: [], summary: '' }),
            twin('m-null', { tags: null, categories: null, summary: null }),
          ],
        },
      ],
    });
    const logger = createMemoryLogger();
    const page = await createGraphqlCms({ endpoint: cms.endpoint, logger }).getPageByPath(
      ASPEN,
      '/about-us',
    );
    const [empty, withNulls] = (page?.messages ?? []).map(({ message }) => message);
    expect(withNulls).toMatchObject({ id: 'm-null', tags: [], categories: [], summary: '' });
    expect({ ...withNulls, id: 'm-empty', slug: 'm-empty' }).toEqual(empty);
    expect(logger.entries).toEqual([]);
  });

  it('still refuses a page whose message has tags that are numbers', async () => {
    cms = await startFakeCms({
      pages: [{ ...about, messages: [twin('m-numbers', { tags: [1, 2], categories: null })] }],
    });
    await expect(
      createGraphqlCms({ endpoint: cms.endpoint, logger: createMemoryLogger() }).getPageByPath(
        ASPEN,
        '/about-us',
      ),
    ).rejects.toThrow(/invalid page at \/about-us: messages\.0\.message\.tags\.0/);
  });

  it('keeps an organization and a person whose lists are null, and drops one whose list holds numbers', async () => {
    const lists = ['educationLevels', 'gradeLevels', 'offerings', 'uniqueOfferings'];
    const withNulls = {
      ...organization(ASPEN, 'Aspen Grove Elementary', DISTRICT),
      ...Object.fromEntries(lists.map((list) => [list, null])),
    };
    const numbers = { ...organization(DISTRICT, 'Broken District', null), gradeLevels: [1, 2] };
    const baker = DATA.people![0]! as { employee: Record<string, unknown> };
    cms = await startFakeCms({
      organizations: [withNulls, numbers],
      people: [{ ...baker, employee: { ...baker.employee, jobTitles: null } }],
    });
    const logger = createMemoryLogger();
    const port = createGraphqlCms({ endpoint: cms.endpoint, logger });
    const organizations = await port.getOrganizations();
    expect(organizations.map((o) => o.id)).toEqual([ASPEN]);
    for (const list of lists) expect(organizations[0]?.[list as 'offerings']).toEqual([]);
    expect(logger.entries.map((entry) => entry.context)).toEqual([
      expect.objectContaining({ kind: 'organizations', id: DISTRICT, path: 'gradeLevels.0' }),
    ]);
    const [reader] = await port.getPeople({ limit: 10 });
    expect(reader?.employee?.jobTitles).toEqual([]);
  });
});

describe('people (docs/behaviour.md#graphql)', () => {
  it('orders by last name ascending and sends only the clauses whose list is given', async () => {
    const server = await start();
    const port = createGraphqlCms({ endpoint: server.endpoint });
    const people = await port.getPeople({ limit: 10, groups: ['g1', 'g2'] });
    expect(people.map((p) => p.lastName)).toEqual(['Adams', 'Baker', 'Clark']);
    expect(server.operations[0]?.variables).toEqual({
      limit: 10,
      order_by: { lastName: 'asc' },
      where: {
        _and: [{ isPublic: { _eq: true } }, { groups: { groupId: { _in: ['g1', 'g2'] } } }],
      },
    });
  });

  it('treats empty lists as no restriction (an unconfigured feed is unrestricted)', async () => {
    const server = await start();
    const people = await createGraphqlCms({ endpoint: server.endpoint }).getPeople({
      limit: 10,
      groups: [],
      jobTitles: [],
      allowList: [],
      blockList: [],
    });
    expect(people.map((p) => p.lastName)).toEqual(['Adams', 'Baker', 'Clark', 'Diaz']);
    expect(server.operations[0]?.variables).toEqual({
      limit: 10,
      order_by: { lastName: 'asc' },
      where: { _and: [{ isPublic: { _eq: true } }] },
    });
  });

  it('combines groups, job titles and the allow list', async () => {
    const server = await start();
    const port = createGraphqlCms({ endpoint: server.endpoint });
    const people = await port.getPeople({
      limit: 5,
      orderBy: { field: 'lastName', direction: 'desc' },
      groups: ['g1', 'g2'],
      jobTitles: ['Teacher'],
      allowList: ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003'],
    });
    expect(people.map((p) => p.userId)).toEqual(['u3', 'u1']);
    expect(server.operations[0]?.variables).toEqual({
      limit: 5,
      order_by: { lastName: 'desc' },
      where: {
        _and: [
          { isPublic: { _eq: true } },
          { groups: { groupId: { _in: ['g1', 'g2'] } } },
          { employee: { jobTitles: { _has_keys_any: ['Teacher'] } } },
          {
            id: {
              _in: ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003'],
            },
          },
        ],
      },
    });
  });

  it('removes the block list (CMS person ids) after the query and still fills the limit', async () => {
    const server = await start();
    const people = await createGraphqlCms({ endpoint: server.endpoint }).getPeople({
      limit: 2,
      blockList: ['a0000000-0000-4000-8000-000000000002'],
    });
    expect(people.map((p) => p.userId)).toEqual(['u1', 'u3']);
    expect(server.operations[0]?.variables).toMatchObject({
      limit: 3,
      where: { _and: [{ isPublic: { _eq: true } }] },
    });
  });

  it('does not block a person by userId: the block list holds CMS person ids', async () => {
    const server = await start();
    const people = await createGraphqlCms({ endpoint: server.endpoint }).getPeople({
      limit: 2,
      blockList: ['u2'],
    });
    expect(people.map((p) => p.userId)).toEqual(['u2', 'u1']);
  });
});

describe('people who are not public', () => {
  // Adams and Baker, the first two by last name, are not public.
  const hidden = new Set(['u1', 'u2']);
  const withHidden: FakeCmsData = {
    ...DATA,
    people: DATA.people!.map((p) =>
      hidden.has((p as { userId: string }).userId) ? { ...p, isPublic: false } : p,
    ),
  };

  it('fills a feed’s limit with public people, asking the CMS for public people only', async () => {
    cms = await startFakeCms(withHidden);
    const port = createGraphqlCms({ endpoint: cms.endpoint });
    const feed = await port.getPeople({ limit: 2, groups: [], allowList: [], blockList: [] });
    expect(feed.map((p) => p.lastName)).toEqual(['Clark', 'Diaz']);
    expect(cms.operations[0]?.variables).toEqual({
      limit: 2,
      order_by: { lastName: 'asc' },
      where: { _and: [{ isPublic: { _eq: true } }] },
    });
    const grouped = await port.getPeople({ limit: 1, groups: ['g1', 'g2'] });
    expect(grouped.map((p) => p.lastName)).toEqual(['Clark']);
    expect(cms.operations[1]?.variables).toMatchObject({
      where: {
        _and: [{ isPublic: { _eq: true } }, { groups: { groupId: { _in: ['g1', 'g2'] } } }],
      },
    });
  });

  it('answers a hidden person only when asked for everyone (a lookup by id)', async () => {
    cms = await startFakeCms(withHidden);
    const port = createGraphqlCms({ endpoint: cms.endpoint });
    const id = 'a0000000-0000-4000-8000-000000000002';
    expect(await port.getPeople({ limit: 1, allowList: [id] })).toEqual([]);
    const [found] = await port.getPeople({ limit: 1, allowList: [id], includeNonPublic: true });
    expect(found).toMatchObject({ id, lastName: 'Adams', isPublic: false });
    expect(cms.operations[1]?.variables).toMatchObject({
      where: { _and: [{ id: { _in: [id] } }] },
    });
  });
});

describe('groups (docs/behaviour.md#graphql)', () => {
  it('matches any keyword in the title within the organization, limit 2', async () => {
    const server = await start();
    const groups = await createGraphqlCms({ endpoint: server.endpoint }).getGroups({
      organizationId: ASPEN,
      keywords: ['office', 'transport'],
      limit: 2,
    });
    expect(groups.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(server.operations[0]?.variables).toEqual({
      where: {
        ownerOrganizationId: { _eq: ASPEN },
        _or: [{ title: { _ilike: '%office%' } }, { title: { _ilike: '%transport%' } }],
      },
      limit: 2,
    });
  });

  it('matches LIKE wildcards in keywords literally', async () => {
    const server = await start();
    const port = createGraphqlCms({ endpoint: server.endpoint });
    const percent = await port.getGroups({ organizationId: ASPEN, keywords: ['100%'], limit: 2 });
    expect(percent.map((g) => g.id)).toEqual(['g4']);
    const wildcard = await port.getGroups({ organizationId: ASPEN, keywords: ['%'], limit: 5 });
    expect(wildcard.map((g) => g.id)).toEqual(['g4']);
    expect(server.operations[1]?.variables).toMatchObject({
      where: { _or: [{ title: { _ilike: '%\\%%' } }] },
    });
  });

  it('finds a group of the organization by id, keywords or none', async () => {
    const server = await start();
    const port = createGraphqlCms({ endpoint: server.endpoint });
    const byId = await port.getGroups({
      organizationId: ASPEN,
      keywords: [],
      ids: ['g2'],
      limit: 1,
    });
    expect(byId.map((g) => g.id)).toEqual(['g2']);
    expect(server.operations[0]?.variables).toEqual({
      where: { ownerOrganizationId: { _eq: ASPEN }, id: { _in: ['g2'] } },
      limit: 1,
    });
    // Another organization's group (the district's) is not this organization's.
    for (const id of ['g5', 'nobody'])
      expect(
        await port.getGroups({ organizationId: ASPEN, keywords: [], ids: [id], limit: 1 }),
      ).toEqual([]);
  });

  it('answers no groups for no keywords without a call', async () => {
    const server = await start();
    const groups = await createGraphqlCms({ endpoint: server.endpoint }).getGroups({
      organizationId: ASPEN,
      keywords: [' '],
      limit: 2,
    });
    expect(groups).toEqual([]);
    expect(server.operations).toHaveLength(0);
  });
});

describe('CMS transport', () => {
  it('posts {query, variables} with the bearer token when one is set', async () => {
    const server = await start({ token: 'cms-token' });
    await createGraphqlCms({ endpoint: server.endpoint, token: 'cms-token' }).getMenus(ASPEN);
    expect(server.operations[0]?.headers.authorization).toBe('Bearer cms-token');
    expect(server.operations[0]?.headers['content-type']).toMatch(/application\/json/);
    expect(server.operations[0]?.query).toContain('query Menus');
  });

  it('sends no authorization header without a token', async () => {
    const server = await start();
    await createGraphqlCms({ endpoint: server.endpoint }).getMenus(ASPEN);
    expect(server.operations[0]?.headers.authorization).toBeUndefined();
  });

  it("rethrows a GraphQL failure as an Error carrying the server's message", async () => {
    const server = await start({ failWith: 'field "people" not found in type: query_root' });
    await expect(
      createGraphqlCms({ endpoint: server.endpoint }).getPeople({ limit: 1 }),
    ).rejects.toThrow('GraphQL request failed: field "people" not found in type: query_root');
  });

  it('rejects a wrong token with the server message', async () => {
    const server = await start({ token: 'right' });
    await expect(
      createGraphqlCms({ endpoint: server.endpoint, token: 'wrong' }).getMenus(ASPEN),
    ).rejects.toThrow(/Missing or wrong bearer token/);
  });
});
