/**
 * CMS pages and their `pages-index` documents. The district owns the full district page set; each
 * school owns its own pages (school-pages.ts: about, calendar, staff, bell schedule, lunch menu,
 * supply lists, enrolment, contact…); the intranet owns a copy of each district menu page (its
 * menus are the district's). Every organization has its own home page and error page. Only pages
 * an organization wrote itself — the district's, each school's and each home page — go into
 * `pages-index`, so a school's site search, which also searches the district, never lists the same
 * page twice.
 */

import type { Message } from '@district/core/entities/message';
import type { Organization } from '@district/core/entities/organization';
import type {
  ConfigurationValue,
  Page,
  PageIndexDocument,
  PageRef,
} from '@district/core/entities/page';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';
import { groupContact, groupId } from './groups';
import { schoolKindOf } from './organizations';
import { PAGE_SEEDS, type PageSeed } from './page-catalogue';
import { stableUuid } from './prng';
import { messageTranslationsFor, pageTranslationsFor } from './reviewed-translations';
import { schoolPageSeeds } from './school-pages';

/** Page id of an organization's page at a path (stable across runs). */
export function pageId(organizationId: string, path: string): string {
  return stableUuid(`page:${organizationId}:${path}`);
}

/** The path of the error page's CMS content. */
export const NOT_FOUND_PAGE_PATH = '/404';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A paragraph of seed text as HTML: escaped, with `[label](url)` written as a link, so a page
 * that names a service (the recruiting site, the board document portal) links it where it names it.
 */
export function inlineHtml(text: string): string {
  return escapeHtml(text).replace(
    /\[([^\]]+)\]\(([^)\s]+)\)/g,
    (_match, label: string, url: string) => `<a href="${url.replace(/"/g, '&quot;')}">${label}</a>`,
  );
}

/** Plain text of a fragment of HTML (for `pages-index` bodies). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/g, '$&\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? 'home';
}

function parentPath(seed: PageSeed, known: Set<string>): string | null {
  if (seed.parent) return seed.parent;
  if (seed.type === 'landing-page') return null;
  const segments = seed.path.split('/').filter(Boolean);
  for (let n = segments.length - 1; n > 0; n--) {
    const candidate = `/${segments.slice(0, n).join('/')}`;
    if (known.has(candidate)) return candidate;
  }
  return null;
}

function feedValue(name: string, entry: Record<string, unknown>): ConfigurationValue {
  return {
    configurationCategory: 'websiteFeed',
    configurationName: name,
    value: JSON.stringify([entry]),
  };
}

/** A school's pages' feeds: its own calendar, its staff, the menus. */
function schoolFeedOverrides(
  organization: Organization,
  path: string,
  staffIds: string[],
): ConfigurationValue[] {
  switch (path) {
    case '/calendar':
      return [
        feedValue('eventFeeds', {
          title: 'Upcoming Events',
          calendars: [calendarIdOf(organization), 'district'],
          limit: 8,
          groupByDate: true,
        }),
      ];
    case '/staff':
      return staffIds.length > 0
        ? [feedValue('peopleFeeds', { title: 'Our Staff', allowList: staffIds, limit: 12 })]
        : [];
    case '/lunch-menu':
      return [
        feedValue('fileFeeds', {
          title: 'This Month’s Menus',
          categories: ['Menus'],
          limit: 6,
          groupByCategory: false,
        }),
      ];
    case '/athletics':
      return [
        feedValue('eventFeeds', {
          title: 'Upcoming Games',
          calendars: ['athletics'],
          limit: 6,
          groupByDate: true,
        }),
      ];
    default:
      return [];
  }
}

/** Page-specific feed overrides: section pages show their own calendar, files and contacts. */
function feedOverrides(path: string): ConfigurationValue[] {
  switch (path) {
    case '/athletics':
      return [
        feedValue('eventFeeds', {
          title: 'Upcoming Games',
          calendars: ['athletics'],
          limit: 6,
          groupByDate: true,
        }),
        feedValue('announcementFeeds', {
          title: 'Athletics News',
          categories: ['Athletics'],
          limit: 3,
        }),
      ];
    case '/athletics/athletics-calendars':
      return [
        feedValue('eventFeeds', {
          title: 'This Week in Athletics',
          calendars: ['athletics'],
          limit: 10,
          groupByDate: true,
        }),
      ];
    case '/board-of-education':
    case '/board-of-education/board-meetings':
      return [
        feedValue('eventFeeds', {
          title: 'Upcoming Board Meetings',
          calendars: ['board-of-education'],
          limit: 4,
        }),
        feedValue('fileFeeds', {
          title: 'Board Documents',
          categories: ['Board Policies', 'Board Meetings'],
          limit: 8,
          link: DEMO_EXTERNAL_SITES.boardDocuments,
          linkLabel: 'All Board Documents',
        }),
      ];
    case '/board-of-education/board-policies':
      return [
        feedValue('fileFeeds', {
          title: 'Board Policies',
          categories: ['Board Policies'],
          limit: 20,
          groupByCategory: false,
        }),
      ];
    case '/food-and-nutrition-services':
      return [
        feedValue('fileFeeds', { title: 'Menus', categories: ['Menus'], limit: 8 }),
        feedValue('peopleFeeds', {
          title: 'Nutrition Services Team',
          groups: [groupId('nutrition')],
          limit: 4,
        }),
      ];
    case '/buses-and-transportation':
      return [
        feedValue('fileFeeds', { title: 'Routes and Forms', owners: ['Transportation'], limit: 6 }),
        feedValue('peopleFeeds', {
          title: 'Transportation Team',
          groups: [groupId('transportation')],
          limit: 4,
        }),
        feedValue('announcementFeeds', {
          title: 'Transportation News',
          categories: ['Transportation'],
          limit: 3,
        }),
      ];
    case '/careers':
      return [
        feedValue('peopleFeeds', { title: 'Human Resources', groups: [groupId('hr')], limit: 6 }),
        feedValue('storyFeeds', {
          title: 'Working at Meadowlark Valley',
          tags: ['Staff Spotlight'],
          limit: 3,
        }),
      ];
    case '/superintendents-office':
      return [
        feedValue('peopleFeeds', {
          title: 'District Leadership',
          groups: [groupId('superintendent')],
          limit: 6,
        }),
      ];
    case '/register':
    case '/school-choice':
      return [
        feedValue('fileFeeds', {
          title: 'Enrollment Forms',
          categories: ['Forms', 'Enrollment'],
          limit: 6,
        }),
        feedValue('eventFeeds', {
          title: 'Enrollment Events',
          calendars: ['district'],
          keywords: 'registration',
          limit: 4,
        }),
      ];
    case '/financial-transparency':
      return [
        feedValue('fileFeeds', {
          title: 'Financial Reports',
          categories: ['Finance'],
          limit: 10,
          groupByCategoryDescending: true,
        }),
      ];
    case '/safety-and-security':
      return [
        feedValue('announcementFeeds', {
          title: 'Safety Updates',
          categories: ['Safety'],
          limit: 3,
        }),
      ];
    default:
      return [];
  }
}

function pageMessage(
  organizationId: string,
  key: string,
  now: Date,
  fields: {
    title: string;
    summary: string;
    body: string;
    category: string;
    cta?: { title: string; url: string };
  },
): { message: Message } {
  const id = stableUuid(`page-message:${organizationId}:${key}`);
  return {
    message: {
      id,
      title: fields.title,
      summary: fields.summary,
      slug: key,
      bodyHtml: `<p>${escapeHtml(fields.body)}</p>`,
      status: 'Published',
      publishDateTime: new Date(now.getTime() - 20 * 86_400_000).toISOString(),
      expireDateTime: null,
      channels: ['Announcements'],
      categories: [fields.category],
      tags: [],
      destinations: [],
      ownerOrganizationId: organizationId,
      isDistrictFeatured: false,
      isFeatured: false,
      links: fields.cta
        ? [
            {
              link: {
                id: stableUuid(`page-message-link:${organizationId}:${key}`),
                type: 'Call to Action',
                url: fields.cta.url,
                title: fields.cta.title,
                trackingCode: `page-${key}`,
              },
            },
          ]
        : [],
    },
  };
}

/** Messages editors pinned to a few pages. */
function pageMessages(organizationId: string, path: string, now: Date): { message: Message }[] {
  switch (path) {
    case '/buses-and-transportation':
      return [
        pageMessage(organizationId, 'bus-stop-assignments', now, {
          title: 'Check your bus stop before the first day',
          summary: 'Stop assignments and pick-up times are in the parent portal.',
          body: 'Bus stop assignments and pick-up times are posted in the parent portal two weeks before school starts. Routes can change during the first weeks of school as ridership settles, so check again after Labor Day.',
          category: 'Transportation',
          cta: { title: 'Find my bus stop', url: '/login/#tab-families' },
        }),
      ];
    case '/register':
      return [
        pageMessage(organizationId, 'kindergarten-registration', now, {
          title: 'Kindergarten registration is open',
          summary: 'Register your child for full-day kindergarten at your neighborhood school.',
          body: 'Children who turn five on or before October 1 can start kindergarten this fall. Registering early helps schools plan classes and staffing.',
          category: 'Enrollment',
          cta: { title: 'Start registration', url: 'https://enroll.meadowlarkvalley.org' },
        }),
      ];
    case '/food-and-nutrition-services':
      return [
        pageMessage(organizationId, 'meal-benefits-application', now, {
          title: 'Complete your meal benefits application',
          summary: 'It takes ten minutes and can waive your student’s fees.',
          body: 'Meals are free for every student, but the meal benefits application also waives course and activity fees for families who qualify and brings extra funding to your school.',
          category: 'Food and Nutrition',
          cta: { title: 'Apply now', url: '/food-and-nutrition-services/free-and-reduced' },
        }),
      ];
    case '/safety-and-security':
      return [
        pageMessage(organizationId, 'safe2tell', now, {
          title: 'See something? Say something.',
          summary: 'Report safety concerns anonymously through Safe2Tell.',
          body: 'Call 1-877-542-7233 or use the Safe2Tell app to report a threat, bullying or a friend in crisis. Reports are anonymous and are answered around the clock.',
          category: 'Safety',
        }),
      ];
    default:
      return [];
  }
}

interface Built {
  pages: Page[];
  documents: PageIndexDocument[];
}

function bodyFor(seed: PageSeed): string {
  const parts = seed.paragraphs.map((p) => `<p>${inlineHtml(p)}</p>`);
  if (seed.bullets && seed.bullets.length > 0) {
    parts.splice(1, 0, `<ul>${seed.bullets.map((b) => `<li>${inlineHtml(b)}</li>`).join('')}</ul>`);
  }
  if (seed.elsewhere) {
    const { text, label, url } = seed.elsewhere;
    parts.push(`<p>${escapeHtml(text)} <a href="${escapeHtml(url)}">${escapeHtml(label)}</a>.</p>`);
  }
  const contact = seed.contact ? groupContact(seed.contact) : null;
  if (contact) {
    parts.push(
      `<p>Questions? Contact ${escapeHtml(contact.title)} at ${contact.phone} or <a href="mailto:${contact.email}">${contact.email}</a>.</p>`,
    );
  }
  return parts.join('\n');
}

function ref(organizationId: string, seed: { path: string; title: string }): PageRef {
  return {
    id: pageId(organizationId, seed.path),
    title: seed.title,
    slug: lastSegment(seed.path),
    path: { path: seed.path },
  };
}

/**
 * Builds every page of one organization, and the index documents of the pages it wrote itself.
 * `staffIds` are the CMS person ids (`id`) of the school's staff, the home page people feed's allow
 * list.
 */
export function buildPagesFor(
  organization: Organization,
  now: Date,
  staffIds: string[] = [],
): Built {
  const orgId = organization.id;
  const isSchool = schoolKindOf(organization) !== null;
  // The district and each school wrote their pages; the intranet's are copies of the district's.
  const ownsPages = isSchool || orgId === DEMO_DISTRICT.organizationId;
  const seeds = isSchool ? schoolPageSeeds(organization) : PAGE_SEEDS;
  const known = new Set(seeds.map((s) => s.path));
  const byPath = new Map(seeds.map((s) => [s.path, s]));
  const parents = new Map(seeds.map((s) => [s.path, parentPath(s, known)]));
  const childrenOf = new Map<string, PageSeed[]>();
  for (const seed of seeds) {
    const parent = parents.get(seed.path);
    if (!parent) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), seed]);
  }

  const pages: Page[] = [];
  const documents: PageIndexDocument[] = [];
  for (const seed of seeds) {
    const parent = parents.get(seed.path) ?? null;
    const parentSeed = parent ? byPath.get(parent) : undefined;
    const siblings = parent
      ? (childrenOf.get(parent) ?? []).filter((s) => s.path !== seed.path).slice(0, 8)
      : [];
    const type = seed.type ?? 'wayfinding-page';
    const bodyHtml = bodyFor(seed);
    const contact = seed.contact ? groupContact(seed.contact) : null;
    const links = (seed.links ?? []).map((link, index) => ({
      link: {
        id: stableUuid(`page-link:${orgId}:${seed.path}:${index}`),
        type: link.type ?? 'Link',
        url: link.url,
        title: link.title,
        trackingCode: link.type === 'Call to Action' ? `cta-${lastSegment(seed.path)}` : null,
      },
    }));
    if (contact && seed.contact) {
      links.push({
        link: {
          id: stableUuid(`page-link:${orgId}:${seed.path}:contact`),
          type: 'Link',
          url: `/contact?to=${groupId(seed.contact)}`,
          title: `E-mail ${contact.title}`,
          trackingCode: null,
        },
      });
    }
    const page: Page = {
      id: pageId(orgId, seed.path),
      title: seed.title,
      slug: lastSegment(seed.path),
      metaDescription: seed.summary,
      path: { path: seed.path },
      pageType: { slug: type },
      pageTypeId: stableUuid(`page-type:${type}`),
      factoids: [],
      parentPage: parentSeed ? ref(orgId, parentSeed) : null,
      relatedPages: (seed.related ?? []).map((path) => {
        const target = byPath.get(path);
        if (!target) throw new Error(`Related page ${path} of ${seed.path} does not exist`);
        return ref(orgId, target);
      }),
      childrenPages: (childrenOf.get(seed.path) ?? []).map((child) => ref(orgId, child)),
      siblingPages: siblings.map((s) => ref(orgId, s)),
      group: seed.contact && contact ? { id: groupId(seed.contact), title: contact.title } : null,
      links,
      categories: [{ category: { title: seed.category } }],
      messages: isSchool ? [] : pageMessages(orgId, seed.path, now),
      ownerOrganizationId: orgId,
      configurationValues: isSchool
        ? schoolFeedOverrides(organization, seed.path, staffIds)
        : feedOverrides(seed.path),
      bodyHtml,
    };
    if (orgId === DEMO_DISTRICT.organizationId) withReviewedTranslations(page, now);
    pages.push(page);
    if (ownsPages) documents.push(indexDocument(page, seed.summary));
  }

  const home = homePage(organization, staffIds, seeds);
  pages.push(home, notFoundPage(organization));
  documents.push(indexDocument(home, organization.elevatorPitch ?? home.metaDescription ?? ''));
  return { pages, documents };
}

/** Gives a district page, and its messages, the demo's reviewed translations (if any). */
function withReviewedTranslations(page: Page, now: Date): void {
  const translations = pageTranslationsFor(page, now);
  if (translations) page.translations = translations;
  for (const entry of page.messages) {
    const reviewed = messageTranslationsFor(entry.message, now);
    if (reviewed) entry.message.translations = reviewed;
  }
}

function indexDocument(page: Page, summary: string): PageIndexDocument {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    metaDescription: page.metaDescription,
    summary,
    body: htmlToText(page.bodyHtml ?? ''),
    path: page.path.path,
    pageType: page.pageType.slug,
    ownerOrganizationId: page.ownerOrganizationId,
  };
}

/** The event calendar an organization's home page shows. */
export function homeCalendars(organization: Organization): string[] {
  if (organization.id === DEMO_DISTRICT.organizationId)
    return ['district', 'board-of-education', 'athletics'];
  if (organization.id === DEMO_DISTRICT.intranetOrganizationId)
    return ['district', 'professional-learning'];
  return [calendarIdOf(organization), 'district'];
}

/** The calendar id of a school (`aspen-grove-elementary`). */
export function calendarIdOf(organization: Organization): string {
  return organization.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function homePage(organization: Organization, staffIds: string[], seeds: PageSeed[]): Page {
  const orgId = organization.id;
  const isDistrict = orgId === DEMO_DISTRICT.organizationId;
  const isIntranet = orgId === DEMO_DISTRICT.intranetOrganizationId;
  const isPreschool = schoolKindOf(organization) === 'preschool';
  const landing = seeds.filter((s) => s.type === 'landing-page');
  const paragraphs = [
    organization.elevatorPitch ?? '',
    organization.mission ? `Our mission: ${organization.mission}` : '',
    isIntranet
      ? 'Find staff news, human resources forms, technology help and professional learning in one place. Leadership updates are visible to members of the leadership group.'
      : isDistrict
        ? `Whether you are enrolling a kindergartner, looking for a bus stop, applying for a job or following a board decision, start here. Every school also has its own site with news, calendars and staff contacts: find yours with the [school finder](${DEMO_EXTERNAL_SITES.schools}).`
        : `Our front office is open ${organization.hours}. Below are our latest news, upcoming events and the people you can ask; ${isPreschool ? 'meals, the daily schedule and what to bring' : 'the lunch menu, bell schedule and supply lists'} are in the menu.`,
  ].filter((p) => p !== '');
  const configurationValues: ConfigurationValue[] = [
    feedValue('announcementFeeds', { title: 'Announcements', limit: 4 }),
    feedValue('storyFeeds', { title: isDistrict ? 'District Stories' : 'Stories', limit: 3 }),
    feedValue('eventFeeds', {
      title: 'Upcoming Events',
      calendars: homeCalendars(organization),
      limit: 5,
      groupByDate: true,
    }),
    feedValue('fileFeeds', {
      title: 'Popular Documents',
      categories:
        isDistrict || isIntranet ? ['Calendars', 'Forms'] : ['Calendars', 'Menus', 'Forms'],
      organizations: isDistrict || isIntranet ? [] : [orgId, DEMO_DISTRICT.organizationId],
      limit: 6,
    }),
    feedValue(
      'peopleFeeds',
      isDistrict || isIntranet
        ? { title: 'District Leadership', groups: [groupId('superintendent')], limit: 4 }
        : staffIds.length > 0
          ? { title: 'Meet Our Staff', allowList: staffIds, limit: 6 }
          : { title: 'Enrollment Contacts', groups: [groupId('enrollment')], limit: 3 },
    ),
  ];
  return {
    id: pageId(orgId, '/'),
    title: isDistrict ? 'Welcome to Meadowlark Valley Schools' : `Welcome to ${organization.title}`,
    slug: 'home',
    metaDescription: organization.elevatorPitch,
    path: { path: '/' },
    pageType: { slug: 'landing-page' },
    pageTypeId: stableUuid('page-type:landing-page'),
    factoids: [
      {
        id: stableUuid(`factoid:${orgId}:enrollment`),
        title: 'Students',
        value: Number(organization.enrollment ?? '4100').toLocaleString('en-US'),
        description: isIntranet ? 'employees' : null,
      },
      {
        id: stableUuid(`factoid:${orgId}:founded`),
        title: 'Founded',
        value: organization.yearFounded ?? '1952',
        description: null,
      },
      {
        id: stableUuid(`factoid:${orgId}:grades`),
        title: 'Grades',
        value:
          organization.gradeLevels.length > 0
            ? `${organization.gradeLevels[0]}–${organization.gradeLevels.at(-1)}`
            : 'All',
        description: null,
      },
    ],
    parentPage: null,
    relatedPages: [],
    childrenPages: landing.map((seed) => ref(orgId, seed)),
    siblingPages: [],
    group: null,
    links: [
      {
        link: {
          id: stableUuid(`page-link:${orgId}:/:register`),
          type: 'Call to Action',
          url: isDistrict || isIntranet ? '/register' : '/enroll',
          title: isPreschool ? 'Enroll in preschool' : 'Enroll now',
          trackingCode: 'home-enroll',
        },
      },
      {
        link: {
          id: stableUuid(`page-link:${orgId}:/:calendar`),
          type: 'Link',
          url: isDistrict || isIntranet ? DEMO_EXTERNAL_SITES.calendar : '/calendar',
          title: isDistrict || isIntranet ? 'District calendar' : 'School calendar',
          trackingCode: null,
        },
      },
    ],
    categories: [{ category: [{ title: 'Home' }, { title: isDistrict ? 'District' : 'School' }] }],
    messages: [],
    ownerOrganizationId: orgId,
    configurationValues,
    bodyHtml: paragraphs.map((p) => `<p>${inlineHtml(p)}</p>`).join('\n'),
  };
}

function notFoundPage(organization: Organization): Page {
  const orgId = organization.id;
  return {
    id: pageId(orgId, NOT_FOUND_PAGE_PATH),
    title: 'Page Not Found',
    slug: '404',
    metaDescription: 'The page you were looking for could not be found.',
    path: { path: NOT_FOUND_PAGE_PATH },
    pageType: { slug: '404-page' },
    pageTypeId: stableUuid('page-type:404-page'),
    factoids: [],
    parentPage: null,
    relatedPages: [],
    childrenPages: [],
    siblingPages: [],
    group: null,
    links: [],
    categories: [],
    messages: [],
    ownerOrganizationId: orgId,
    configurationValues: [
      feedValue('announcementFeeds', { title: 'Latest Announcements', limit: 3 }),
      feedValue('storyFeeds', { title: 'Recent Stories', limit: 3 }),
      feedValue('eventFeeds', {
        title: 'Coming Up',
        calendars: homeCalendars(organization),
        limit: 3,
      }),
    ],
    bodyHtml:
      '<p>We could not find that page. It may have moved during our website update, or the link may be out of date.</p>\n<p>Try the search at the top of the page, or start from the menu. If you followed a link from another page on our site, please let us know through the accessibility and feedback form so we can fix it.</p>',
  };
}
