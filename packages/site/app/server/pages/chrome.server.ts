/**
 * The site chrome every page shows, the error page included (docs/behaviour.md#chrome):
 * organization, menus, logos, languages, notifications and flags. Each part degrades on its own.
 */

import { CHANNELS, NOTIFICATION_POLL_MS } from '@district/core/constants';
import type { Notification } from '@district/core/entities/notification';
import type { Organization } from '@district/core/entities/organization';
import { type LanguageChoice, languageSet } from '@district/core/languages/language-set';
import { type WebsiteLogo, websiteLogos } from '@district/core/navigation/logos';
import { buildSiteNavigation, type SiteNavigation } from '@district/core/navigation/menus';
import type { OrgConfig } from '@district/core/org/org-config';
import { buildMessageSearch } from '@district/core/search/builders';
import type { FacetValue } from '@district/core/search/query';
import { searchMessages } from '@district/data/search/documents';
import type { RequestContext, Viewer } from '../http/request-context.server';
import { readDismissedIds } from '../notifications/dismissed-cookie.server';
import {
  loadNotifications,
  NOTIFICATION_TRANSLATED_FIELDS,
} from '../notifications/notifications.server';
import {
  type InterpreterLine,
  interpreterNotice,
  interpreterTitle,
} from '../strings/interpreter-notice.server';
import {
  addUiLabels,
  labelsInEnglish,
  settleLabels,
  type UiLabels,
  type UiStringKey,
} from '../strings/ui-strings.server';
import { calendarName } from '../syndication/ical.server';
import { type SubscriptionLinks, subscriptionLinks } from '../syndication/site-urls.server';
import {
  requestTranslationStatus,
  TranslationBatch,
  type TranslationStatus,
} from '../translation/translation.server';
import { type ChromeSection, degradedSections, loadShared, settle } from './shared-loads.server';

// The organization's fields the chrome shows (contact block, logo, social links, the home page's
// hero), and no more: every page's data carries them.
const CHROME_ORGANIZATION_FIELDS = [
  'id',
  'title',
  'abbreviation',
  'address',
  'phone',
  'email',
  'hours',
  'website',
  'facebook',
  'instagram',
  'twitter',
  'logoImageUrl',
  'tagline',
  // The colour stylesheet's address is versioned by them (app/org/theme-link.ts).
  'primaryColor',
  'secondaryColor',
] as const satisfies readonly (keyof Organization)[];

/** The organization fields the chrome shows. */
export type ChromeOrganization = Pick<Organization, (typeof CHROME_ORGANIZATION_FIELDS)[number]>;

/** A place in the organization options, `[title, url]`: compact, as every page's data holds it. */
export type OrganizationOption = readonly [title: string, url: string];

/** A topic in the category options, `[category, label]`: the label is in the reader's language. */
export type CategoryOption = readonly [category: string, label: string];

/** How many topics the chrome offers, the most used: every page carries them. */
export const CATEGORY_OPTION_LIMIT = 12;

/** Everything the chrome renders. */
export interface Chrome {
  /** The organization's settings, but for its languages (`languages` below has them). */
  org: Omit<OrgConfig, 'languages'>;
  organization: ChromeOrganization | null;
  navigation: SiteNavigation;
  logos: { primary: WebsiteLogo | null; secondary: WebsiteLogo | null };
  language: { code: string; dir: 'ltr' | 'rtl'; name: string };
  /** The picker's options, `[code, 'name (nativeName)']`: featured first, each group sorted. */
  languages: { featured: readonly LanguageChoice[]; other: readonly LanguageChoice[] };
  notifications: Notification[];
  /** Dismissed without JavaScript (the session cookie); the browser adds its local storage. */
  dismissedIds: string[];
  notificationPollMs: number;
  /** The district and its other schools, each a link to its own site. */
  organizationOptions: readonly OrganizationOption[];
  /** The organization this site is part of (a school's district), `[title, url]`, or null. */
  parent: OrganizationOption | null;
  /** The most used categories of the organization's announcements, each a filtered list. */
  categoryOptions: readonly CategoryOption[];
  preview: boolean;
  isIntranet: boolean;
  viewer: Viewer;
  analyticsId: string | null;
  features: { translation: boolean; contactForm: boolean; accessibilityForm: boolean };
  /** 'unavailable': a language was chosen but translation is off; 'failed': shown in English. */
  translation: TranslationStatus;
  /** The interface's own strings (labels, buttons, headings) in the reader's language. */
  labels: UiLabels;
  /** Labels left in English on a page in another language: shown with `lang="en"`. */
  labelsInEnglish: UiStringKey[];
  /** Sections that failed and show empty: the page renders, not stored (chromeDegraded). */
  degraded: readonly ChromeSection[];
  /** Subscription links, absolute; none on the intranet, whose feeds an app cannot sign in to. */
  subscriptions: SubscriptionLinks | null;
  /** The footer's interpreter notice, each line in its language (docs/behaviour.md#languages). */
  interpreterNotice: readonly InterpreterLine[];
  /** The notice's title beside the language list ("Free interpreters"), in the reader's language. */
  interpreterTitle: { text: string; lang?: 'en' };
}

export {
  type ChromeSection,
  degradedSections,
  loadShared,
  type SharedLoads,
} from './shared-loads.server';

/** Whether a page with this chrome must not be stored (translation failed, a section missing). */
export function chromeDegraded(chrome: Pick<Chrome, 'translation' | 'degraded'>): boolean {
  return chrome.translation === 'failed' || chrome.degraded.length > 0;
}

/** The district and its schools a visitor can go to: the district first, then schools by name. */
export function organizationOptions(
  organizations: readonly Organization[],
  organizationId: string,
): OrganizationOption[] {
  const own = organizations.find((o) => o.id === organizationId);
  // A school's or the intranet's parent is the district; the district has none.
  const districtId = own?.parentOrganization?.id ?? organizationId;
  const linkable = (o: Organization): o is Organization & { website: string } =>
    o.status === 'Published' && o.id !== organizationId && Boolean(o.website);
  const district = organizations.find((o) => o.id === districtId);
  const schools = organizations
    .filter((o) => o.parentOrganization?.id === districtId && o.educationLevels.length > 0)
    .filter(linkable)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return [...(district && linkable(district) ? [district] : []), ...schools].map(
    (o) => [o.title, o.website] as const,
  );
}

/** A school's (or the intranet's) parent `[title, url]`, if published with a website; else null. */
export function parentOrganization(
  organizations: readonly Organization[],
  organizationId: string,
): OrganizationOption | null {
  const parentId = organizations.find((o) => o.id === organizationId)?.parentOrganization?.id;
  const parent = parentId ? organizations.find((o) => o.id === parentId) : undefined;
  if (!parent?.website || parent.status !== 'Published') return null;
  return [parent.title, parent.website] as const;
}

/** The categories facet (docs/behaviour.md#search-index-query), most used first, up to `limit`. */
export function categoryOptions(
  facet: readonly FacetValue[] | undefined,
  limit = CATEGORY_OPTION_LIMIT,
): string[] {
  return (facet ?? [])
    .filter((value) => value.value.trim() !== '' && value.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en'))
    .slice(0, limit)
    .map((value) => value.value);
}

/** The categories facet of the organization's messages of `channel`: counts only. */
async function loadCategoryFacet(
  ctx: RequestContext,
  channel: string = CHANNELS.announcements,
  limit = CATEGORY_OPTION_LIMIT,
): Promise<string[]> {
  const { services } = ctx;
  const query = buildMessageSearch({
    now: ctx.now,
    organizationIds: [services.org.organizationId],
    channels: [channel],
    top: 0,
    excludeLeadership: ctx.excludeLeadership,
  });
  const result = await searchMessages(services.search, query, {
    logger: services.logger,
    signal: ctx.request.signal,
    cache: ctx.preview ? 'no-store' : 'default',
  });
  return categoryOptions(result.facets.categories, limit);
}

/**
 * `category` as the organization's messages spell it, else null: other text is never echoed into a
 * title, sent to the translator, or made a page of its own in the cache.
 */
export async function knownCategory(
  ctx: RequestContext,
  channel: string,
  category: string,
): Promise<string | null> {
  const categories = await loadCategoryFacet(ctx, channel, Number.POSITIVE_INFINITY);
  return categories.find((known) => known === category) ?? null;
}

const EMPTY_NAVIGATION: SiteNavigation = {
  navigation: [],
  actionItems: [],
  quickLinks: [],
  footerLinks: [],
  socialLinks: [],
};

function pick(organization: Organization): ChromeOrganization {
  return Object.fromEntries(
    CHROME_ORGANIZATION_FIELDS.map((field) => [field, organization[field]]),
  ) as ChromeOrganization;
}

/** Loads the chrome; every independent call starts at once. */
export async function loadChrome(ctx: RequestContext, shared = loadShared(ctx)): Promise<Chrome> {
  const { services } = ctx;
  const signal = ctx.request.signal;
  const menus = settle(
    ctx,
    'Menus',
    services.cms.getMenus(services.org.organizationId, { signal }),
    [],
  );
  const notifications = settle(
    ctx,
    'Notifications',
    shared.organization.then((organization) =>
      loadNotifications(ctx, {
        organization,
        configuration: shared.configuration,
      }),
    ),
    [] as Notification[],
  );
  const categories = settle(ctx, 'Categories', loadCategoryFacet(ctx), [] as string[]);
  const [organizations, organization, configuration, roots, loadedNotifications, categoryNames] =
    await Promise.all([
      shared.organizations,
      shared.organization,
      shared.configuration,
      menus,
      notifications,
      categories,
    ]);

  const internalHosts = organization?.website
    ? [safeHost(organization.website)].filter(Boolean)
    : [];
  const navigation =
    roots.length > 0 ? buildSiteNavigation(roots, internalHosts as string[]) : EMPTY_NAVIGATION;
  const logos = organization
    ? websiteLogos(organization, configuration)
    : { primary: null, secondary: null };

  // One batch for everything the chrome shows in words: notifications, the menus' labels and the
  // interface strings; the page's own loader translates its content alongside.
  const batch = new TranslationBatch().addAll(loadedNotifications, NOTIFICATION_TRANSLATED_FIELDS);
  batch.addAll(navigation.navigation, ['label']);
  for (const group of navigation.navigation) batch.addAll(group.links, ['label']);
  batch.addAll(navigation.actionItems, ['label']).addAll(navigation.quickLinks, ['label']);
  batch.addAll(navigation.footerLinks, ['label']);
  // Categories are content words ("Transportation"): shown translated, linked by their own name.
  const topics = categoryNames.map((category) => ({ category, label: category }));
  batch.addAll(topics, ['label']);
  // The organization's own words (its name, address, phone and e-mail stay as written).
  const chromeOrganization = organization ? pick(organization) : null;
  batch.add(chromeOrganization, ['tagline', 'hours']);
  const machineLabels = addUiLabels(batch, ctx.language.code, {
    machine: services.translation !== null,
  });
  // Content another loader of this request could not translate shows the notice too.
  const translation = await requestTranslationStatus(ctx, await batch.run(ctx));
  const labels = settleLabels(machineLabels, ctx.language.code, translation);

  const { languages, ...org } = services.org;
  const offered = languageSet(languages);
  const featured = languages.featured.flatMap((code) => {
    const language = offered.find(code);
    return language ? [{ code: language.code, dir: language.dir }] : [];
  });
  return {
    org,
    organization: chromeOrganization,
    navigation: keyedByPlace(navigation),
    logos,
    language: { code: ctx.language.code, dir: ctx.language.dir, name: ctx.language.name },
    languages: offered.groups,
    notifications: loadedNotifications,
    dismissedIds: readDismissedIds(ctx.request, services.org.brand),
    notificationPollMs: NOTIFICATION_POLL_MS,
    organizationOptions: organizationOptions(organizations, services.org.organizationId),
    parent: parentOrganization(organizations, services.org.organizationId),
    categoryOptions: topics.map(({ category, label }) => [category, label] as const),
    preview: ctx.preview,
    isIntranet: ctx.isIntranet,
    viewer: ctx.viewer,
    analyticsId: services.config.analyticsId,
    features: {
      translation: services.translation !== null,
      contactForm: services.email !== null,
      accessibilityForm: services.accessibility !== null,
    },
    translation,
    labels,
    labelsInEnglish: labelsInEnglish(labels, ctx.language.code, translation),
    degraded: degradedSections(ctx),
    subscriptions: ctx.isIntranet
      ? null
      : subscriptionLinks(ctx.url.origin, {
          calendarName: calendarName(organization?.title ?? services.org.name),
          organizationTitle: organization?.title ?? services.org.name,
          // A news feed in the reader's language only where the site translates (else English).
          language: services.translation ? ctx.language.code : null,
        }),
    interpreterNotice: interpreterNotice(org.interpreter, featured, {
      code: ctx.language.code,
      dir: ctx.language.dir,
    }),
    interpreterTitle: interpreterTitle(ctx.language.code),
  };
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The menus keyed by place: the CMS's UUIDs cost ~2.5 KB of every page's data, compressed. */
export function keyedByPlace(navigation: SiteNavigation): SiteNavigation {
  const byPlace = <T extends { id: string }>(items: readonly T[], prefix: string) =>
    items.map((item, index) => ({ ...item, id: `${prefix}${index}` }));
  return {
    navigation: navigation.navigation.map((group, index) => ({
      ...group,
      id: `g${index}`,
      links: byPlace(group.links, `g${index}.`),
    })),
    actionItems: byPlace(navigation.actionItems, 'a'),
    quickLinks: byPlace(navigation.quickLinks, 'q'),
    footerLinks: byPlace(navigation.footerLinks, 'f'),
    socialLinks: byPlace(navigation.socialLinks, 's'),
  };
}
