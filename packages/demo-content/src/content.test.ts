import { organizationConfiguration } from '@district/core/configuration/ownership';
import {
  displayRuleSchema,
  ownedConfigurationItemSchema,
} from '@district/core/entities/configuration';
import { eventSchema } from '@district/core/entities/event';
import { fileSchema } from '@district/core/entities/file';
import { groupSchema } from '@district/core/entities/group';
import { indexLinkSchema } from '@district/core/entities/link';
import { menuItemSchema } from '@district/core/entities/menu';
import { messageIndexDocumentSchema } from '@district/core/entities/message';
import { organizationSchema } from '@district/core/entities/organization';
import { pageIndexDocumentSchema, pageSchema } from '@district/core/entities/page';
import { personSchema } from '@district/core/entities/person';
import { websiteLogos } from '@district/core/navigation/logos';
import { orgConfigSchema } from '@district/core/org/org-config';
import { describe, expect, it } from 'vitest';
import {
  createDemoContent,
  DEMO_DISTRICT,
  DEMO_EXTERNAL_SITES,
  DEMO_ORGANIZATIONS,
  demoOrgConfig,
} from './content';
import { internalPagePath, menuUrls } from './menus';
import { schoolKindOf } from './organizations';
import { unlinkedServices } from './service-links';

const NOW = new Date('2025-03-10T15:00:00.000Z');
const bundle = createDemoContent({ now: NOW });
const DAY = 86_400_000;

function expectValid(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`${JSON.stringify(value).slice(0, 200)}\n${String(result.error)}`);
}

describe('demo content', () => {
  describe('logos', () => {
    const logosOf = (id: string) => {
      const organization = bundle.organizations.find((o) => o.id === id);
      if (!organization) throw new Error(`no organization ${id}`);
      return websiteLogos(organization, organizationConfiguration(bundle.configuration, id));
    };

    it("gives every school the district's badge as its secondary logo, linking to the district", () => {
      const schools = bundle.organizations.filter(
        (o) => o.parentOrganization?.id === DEMO_DISTRICT.organizationId,
      );
      expect(schools.length).toBeGreaterThan(30);
      for (const school of schools) {
        const { primary, secondary } = logosOf(school.id);
        expect(primary?.logoImageUrl).toBe(school.logoImageUrl);
        expect(secondary).toEqual({
          logoImageUrl: '/brand/mvsd-logo.svg',
          logoLink: DEMO_DISTRICT.website,
          logoAlt: DEMO_DISTRICT.name,
        });
      }
    });

    it('gives the district no secondary logo', () => {
      expect(logosOf(DEMO_DISTRICT.organizationId).secondary).toBeNull();
    });
  });

  describe('validation', () => {
    it('validates every part against core schemas', () => {
      for (const o of bundle.organizations) expectValid(organizationSchema, o);
      for (const roots of Object.values(bundle.menus))
        for (const m of roots) expectValid(menuItemSchema, m);
      for (const p of bundle.pages) expectValid(pageSchema, p);
      for (const d of bundle.pageDocuments) expectValid(pageIndexDocumentSchema, d);
      for (const m of bundle.messages) expectValid(messageIndexDocumentSchema, m);
      for (const e of bundle.events) expectValid(eventSchema, e);
      for (const f of bundle.files) expectValid(fileSchema, f);
      for (const p of bundle.people) expectValid(personSchema, p);
      for (const g of bundle.groups) expectValid(groupSchema, g);
      for (const c of bundle.configuration) expectValid(ownedConfigurationItemSchema, c);
    });

    it('stores message links as a JSON string of index links', () => {
      for (const message of bundle.messages) {
        const links = JSON.parse(message.links ?? '[]') as unknown[];
        for (const link of links) expectValid(indexLinkSchema, link);
      }
    });

    it('gives every organization a valid org config', () => {
      for (const organization of DEMO_ORGANIZATIONS)
        expectValid(orgConfigSchema, demoOrgConfig(organization.id));
    });

    it('has unique ids and unique message slugs', () => {
      const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
      unique(bundle.pages.map((p) => p.id));
      unique(bundle.messages.map((m) => m.id));
      unique(bundle.messages.map((m) => m.slug));
      unique(bundle.events.map((e) => e.id));
      unique(bundle.files.map((f) => f.id));
      unique(bundle.people.map((p) => p.id));
      unique(bundle.people.map((p) => p.userId));
      unique(bundle.groups.map((g) => g.id));
      const menuIds = Object.values(bundle.menus).flatMap((roots) => {
        const walk = (items: typeof roots): string[] =>
          items.flatMap((i) => [i.id, ...walk(i.childrenMenuItems)]);
        return walk(roots);
      });
      unique(menuIds);
    });
  });

  describe('determinism', () => {
    it('generates the same content for the same now', () => {
      expect(JSON.stringify(createDemoContent({ now: NOW }))).toBe(JSON.stringify(bundle));
    });

    it('dates news around now', () => {
      const later = createDemoContent({ now: new Date(NOW.getTime() + 30 * DAY) });
      const first = bundle.messages[0]!;
      const moved = later.messages.find((m) => m.id === first.id)!;
      expect(Date.parse(moved.publishDateTime) - Date.parse(first.publishDateTime)).toBe(30 * DAY);
    });

    it('builds pages only for the requested organizations', () => {
      const one = createDemoContent({ now: NOW, organizationIds: [DEMO_DISTRICT.organizationId] });
      expect(new Set(one.pages.map((p) => p.ownerOrganizationId))).toEqual(
        new Set([DEMO_DISTRICT.organizationId]),
      );
      expect(one.organizations).toHaveLength(bundle.organizations.length);
    });
  });

  describe('pages', () => {
    const pageKeys = new Set(bundle.pages.map((p) => `${p.ownerOrganizationId} ${p.path.path}`));

    it('resolves every internal menu path of every organization to a page', () => {
      let checked = 0;
      for (const organization of bundle.organizations) {
        for (const url of menuUrls(bundle.menus[organization.id] ?? [])) {
          const path = internalPagePath(url);
          if (path === null) continue;
          expect(pageKeys.has(`${organization.id} ${path}`), `${organization.title} ${url}`).toBe(
            true,
          );
          checked++;
        }
      }
      // The district and the intranet have ~95 menu paths each, every school about ten.
      expect(checked).toBeGreaterThan(2 * 80 + 38 * 8);
    });

    it("resolves every school menu link to the district site to one of the district's pages", () => {
      const districtPaths = new Set(
        bundle.pages
          .filter((p) => p.ownerOrganizationId === DEMO_DISTRICT.organizationId)
          .map((p) => p.path.path),
      );
      let checked = 0;
      for (const school of bundle.organizations.filter((o) => schoolKindOf(o) !== null)) {
        for (const url of menuUrls(bundle.menus[school.id] ?? [])) {
          if (!url.startsWith(DEMO_DISTRICT.website)) continue;
          const path = internalPagePath(url.slice(DEMO_DISTRICT.website.length) || '/');
          expect(districtPaths.has(path ?? ''), `${school.title} ${url}`).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(38 * 5);
    });

    it('resolves every parent, related, child and sibling link within the organization', () => {
      const byId = new Map(bundle.pages.map((p) => [p.id, p]));
      for (const page of bundle.pages) {
        const refs = [
          page.parentPage,
          ...page.relatedPages,
          ...page.childrenPages,
          ...page.siblingPages,
        ].filter((r) => r !== null);
        for (const ref of refs) {
          const target = byId.get(ref.id);
          expect(target, `${page.path.path} -> ${ref.path.path}`).toBeDefined();
          expect(target!.ownerOrganizationId).toBe(page.ownerOrganizationId);
          expect(target!.path.path).toBe(ref.path.path);
        }
      }
    });

    it('gives every organization a home page with the five feeds, and an error page', () => {
      for (const organization of bundle.organizations) {
        const home = bundle.pages.find(
          (p) => p.ownerOrganizationId === organization.id && p.path.path === '/',
        );
        expect(home?.configurationValues.map((v) => v.configurationName).sort()).toEqual([
          'announcementFeeds',
          'eventFeeds',
          'fileFeeds',
          'peopleFeeds',
          'storyFeeds',
        ]);
        const error = bundle.pages.find(
          (p) => p.ownerOrganizationId === organization.id && p.pageType.slug === '404-page',
        );
        expect(error).toBeDefined();
      }
    });

    it('uses landing and wayfinding page types with bodies of two to five paragraphs', () => {
      for (const page of bundle.pages.filter(
        (p) => p.ownerOrganizationId === DEMO_DISTRICT.organizationId,
      )) {
        expect(page.pageType.slug).toMatch(/^(landing-page|wayfinding.*|404-page)$/);
        const paragraphs = (page.bodyHtml ?? '').match(/<p>/g)?.length ?? 0;
        expect(paragraphs, page.path.path).toBeGreaterThanOrEqual(2);
        expect(paragraphs, page.path.path).toBeLessThanOrEqual(5);
        expect(page.metaDescription, page.path.path).toBeTruthy();
      }
    });

    it('gives feed overrides that parse as JSON arrays', () => {
      const overrides = bundle.pages.flatMap((p) => p.configurationValues);
      expect(overrides.length).toBeGreaterThan(0);
      for (const value of overrides)
        expect(Array.isArray(JSON.parse(value.value ?? ''))).toBe(true);
    });

    it("indexes every page an organization wrote itself once, not the intranet's copies", () => {
      const written = bundle.pages.filter(
        (p) =>
          p.pageType.slug !== '404-page' &&
          (p.ownerOrganizationId !== DEMO_DISTRICT.intranetOrganizationId || p.path.path === '/'),
      );
      expect(bundle.pageDocuments.map((d) => d.id).sort()).toEqual(written.map((p) => p.id).sort());
      for (const document of bundle.pageDocuments)
        expect(document.body?.length).toBeGreaterThan(50);
    });
  });

  describe('school sites', () => {
    const orgByTitle = (title: string) => {
      const found = bundle.organizations.find((o) => o.title === title);
      if (!found) throw new Error(`no organization ${title}`);
      return found;
    };
    const roots = (title: string) => bundle.menus[orgByTitle(title).id] ?? [];
    const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);
    const mainLinks = (title: string) =>
      (roots(title)[0]?.childrenMenuItems ?? []).flatMap((g) => g.childrenMenuItems);
    const pagePaths = (title: string) =>
      bundle.pages
        .filter((p) => p.ownerOrganizationId === orgByTitle(title).id)
        .map((p) => p.path.path);

    it('keeps the five root menus for every organization', () => {
      for (const organization of bundle.organizations)
        expect(titles(bundle.menus[organization.id] ?? []), organization.title).toEqual([
          'Main Menu',
          'Actions Menu',
          'Quicklinks Menu',
          'Footer Menu',
          'Social Menu',
        ]);
    });

    it("keeps the district's menus on the district site", () => {
      const district = roots(DEMO_DISTRICT.name);
      expect(titles(district[0]?.childrenMenuItems ?? [])).toEqual([
        'About Us',
        'Academics',
        'Athletics',
        'Board of Education',
        'Careers / Jobs',
        'Community / Involvement',
        'Parent Resources',
        'Register / School Choice',
        'Student Services',
      ]);
      expect(titles(district[1]?.childrenMenuItems ?? [])).toEqual([
        'Register',
        'Schools',
        'Calendar',
        'Directory',
        'Logins',
        'Careers',
      ]);
    });

    it("gives a school its own menus and pages, not copies of the district's", () => {
      const links = titles(mainLinks('Aspen Grove Elementary'));
      expect(links).toContain('Bell Schedule');
      expect(links).toContain('Lunch Menu');
      expect(links).not.toContain('Superintendent’s Office');
      expect(links).not.toContain("Superintendent's Office");
      expect(links).not.toContain('2024 Bond Measure');
      const paths = pagePaths('Aspen Grove Elementary');
      for (const own of ['/about-us', '/calendar', '/staff', '/bell-schedule', '/enroll'])
        expect(paths).toContain(own);
      for (const districtOnly of ['/superintendents-office', '/2024-bond-measure', '/register'])
        expect(paths).not.toContain(districtOnly);
    });

    it('shapes a school by its level: no athletics at a preschool, athletics and counseling at a high school', () => {
      const preschool = titles(mainLinks('Little Larks Early Learning Center')).join('|');
      expect(preschool).not.toMatch(/Athletic/);
      expect(pagePaths('Little Larks Early Learning Center')).not.toContain('/athletics');
      expect(titles(mainLinks('Meadowlark High School'))).toEqual(
        expect.arrayContaining(['Counseling', 'Athletics and Activities']),
      );
      expect(titles(mainLinks('Aspen Grove Elementary'))).not.toContain('Athletics and Activities');
    });

    it("agrees with the district's announcements: middle schools' later start next fall", () => {
      const announcement = bundle.messages.find(
        (m) => m.title === 'Middle school late start schedule',
      );
      expect(announcement?.bodyHtml).toContain('8:40 a.m. to 3:40 p.m.');
      const middle = bundle.organizations.filter((o) => schoolKindOf(o) === 'middle');
      expect(middle.length).toBeGreaterThan(0);
      for (const school of middle) {
        const schedule = bundle.pages.find(
          (p) => p.ownerOrganizationId === school.id && p.path.path === '/bell-schedule',
        );
        expect(schedule?.bodyHtml, school.title).toContain('8:40 a.m. to 3:40 p.m.');
      }
    });

    it('links every school to the district home from its menu', () => {
      for (const school of bundle.organizations.filter((o) => schoolKindOf(o) !== null))
        expect(menuUrls(bundle.menus[school.id] ?? []), school.title).toContain(
          DEMO_DISTRICT.website,
        );
    });
  });

  describe('words', () => {
    it('reports a page that names a service without linking it', () => {
      const html = '<p>Apply online through the recruiting site.</p>';
      expect(unlinkedServices(html, DEMO_EXTERNAL_SITES)).toEqual([
        { service: 'recruiting', phrase: 'recruiting site' },
      ]);
      const linked = `<p>Apply through the <a href="${DEMO_EXTERNAL_SITES.recruiting}">recruiting site</a>.</p>`;
      expect(unlinkedServices(linked, DEMO_EXTERNAL_SITES)).toEqual([]);
    });

    it('links every external service a page names (recruiting site, board document portal…)', () => {
      const failures = bundle.pages.flatMap((page) =>
        unlinkedServices(page.bodyHtml ?? '', DEMO_EXTERNAL_SITES).map(
          (u) => `${page.ownerOrganizationId} ${page.path.path}: “${u.phrase}” is not linked`,
        ),
      );
      expect(failures).toEqual([]);
    });

    it('writes sentences as a person would (“an early childhood center”)', () => {
      const texts = [
        ...bundle.organizations.map((o) => o.elevatorPitch ?? ''),
        ...bundle.pages.map((p) => p.bodyHtml ?? ''),
      ];
      const preschool = bundle.organizations.find((o) => o.schoolType === 'Early Childhood Center');
      expect(preschool?.elevatorPitch).toContain('an early childhood center');
      for (const text of texts) {
        // "a universal screening" and "an hour" are right: only clear vowels and consonants.
        expect(text).not.toMatch(/\ba [aeio]/i);
        expect(text).not.toMatch(/\ban [bcdfgjklmnpqrstvwxz]/i);
        expect(text).not.toMatch(/undefined|null|\bNaN\b|\$\{/);
      }
    });
  });

  describe('messages', () => {
    const active = (m: (typeof bundle.messages)[number]) =>
      Date.parse(m.publishDateTime) <= NOW.getTime() &&
      (m.expireDateTime === null || Date.parse(m.expireDateTime) > NOW.getTime());
    const notifications = bundle.messages.filter((m) => m.channels.includes('Notifications'));
    const news = bundle.messages.filter((m) => !m.channels.includes('Notifications'));

    it('has about 60 announcements and stories, some expired, some scheduled', () => {
      expect(news.length).toBeGreaterThanOrEqual(55);
      expect(news.some((m) => m.channels.includes('Announcements'))).toBe(true);
      expect(news.some((m) => m.channels.includes('News & Stories'))).toBe(true);
      expect(news.some((m) => Date.parse(m.publishDateTime) > NOW.getTime())).toBe(true);
      expect(
        news.some((m) => m.expireDateTime !== null && Date.parse(m.expireDateTime) < NOW.getTime()),
      ).toBe(true);
      expect(news.some((m) => m.categories.includes('Leadership'))).toBe(true);
      expect(news.some((m) => m.destinations.includes('District Wide'))).toBe(true);
    });

    it('has notifications for every display rule, only a few active on the district site', () => {
      expect(notifications.length).toBeGreaterThanOrEqual(12);
      const rules = JSON.parse(
        bundle.configuration.find((c) => c.name === 'displayRules')!.value!,
      ) as unknown[];
      for (const rule of rules.map((r) => displayRuleSchema.parse(r))) {
        const hit = notifications.some((n) =>
          rule.terms.every((term) =>
            [...n.categories, ...n.tags].some((v) => v.toLowerCase() === term.toLowerCase()),
          ),
        );
        expect(hit, rule.terms.join()).toBe(true);
      }
      const base = [
        'Emergency Alert',
        'Urgent Alert',
        'Delays and Closures',
        'Important Notice',
        'Info Alert',
      ];
      const onDistrict = notifications.filter(
        (n) =>
          active(n) &&
          n.destinations.some(
            (d) => d === `www.${DEMO_DISTRICT.domain}` || d === `*.${DEMO_DISTRICT.domain}`,
          ) &&
          n.categories.some((c) => base.includes(c)),
      );
      expect(onDistrict.length).toBeGreaterThanOrEqual(2);
      expect(onDistrict.length).toBeLessThanOrEqual(3);
      expect(notifications.some((n) => (n.bodyHtml ?? '').includes('$organization.title'))).toBe(
        true,
      );
    });
  });

  describe('events, files, people and groups', () => {
    it('has about 150 events within the next 180 days on several calendars', () => {
      expect(bundle.events.length).toBeGreaterThanOrEqual(130);
      const calendars = new Set(bundle.events.map((e) => e.calendarId));
      expect(calendars.size).toBeGreaterThanOrEqual(6);
      for (const event of bundle.events) {
        expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start));
        expect(Date.parse(event.start)).toBeLessThan(NOW.getTime() + 181 * DAY);
        expect(Date.parse(event.end)).toBeGreaterThan(NOW.getTime() - DAY);
      }
    });

    it('has about 80 files on the files site', () => {
      expect(bundle.files.length).toBeGreaterThanOrEqual(75);
      for (const file of bundle.files)
        expect(file.url.startsWith('https://files.meadowlarkvalley.org/')).toBe(true);
    });

    it('puts every person in existing groups', () => {
      expect(bundle.people.length).toBeGreaterThanOrEqual(55);
      const groupIds = new Set(bundle.groups.map((g) => g.id));
      for (const person of bundle.people)
        for (const g of person.groups) expect(groupIds.has(g.groupId)).toBe(true);
      expect(bundle.groups.length).toBeGreaterThanOrEqual(20);
    });

    it('gives every person a CMS id (a uuid) that is not their user id', () => {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const userIds = new Set(bundle.people.map((p) => p.userId));
      for (const person of bundle.people) {
        expect(person.id).toMatch(uuid);
        expect(userIds.has(person.id), person.displayName).toBe(false);
      }
    });

    it('fills school home page allow lists with CMS person ids of that school', () => {
      const ids = new Set(bundle.people.map((p) => p.id));
      let allowLists = 0;
      for (const page of bundle.pages.filter((p) => p.path.path === '/')) {
        for (const value of page.configurationValues) {
          if (value.configurationName !== 'peopleFeeds') continue;
          for (const feed of JSON.parse(value.value ?? '[]') as { allowList?: string[] }[]) {
            if (!feed.allowList) continue;
            allowLists++;
            expect(feed.allowList.length).toBeGreaterThan(0);
            for (const id of feed.allowList) expect(ids.has(id), id).toBe(true);
          }
        }
      }
      expect(allowLists).toBeGreaterThan(0);
    });
  });
});
