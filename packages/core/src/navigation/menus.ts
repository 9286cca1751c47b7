import type { MenuItem } from '../entities/menu';
import { isExternalUrl, toSiteUrl } from './urls';

/** The five root menus and the order that identifies each (docs/behaviour.md#menus). */
export const ROOT_MENUS = {
  main: { order: 0, title: 'Main Menu' },
  actions: { order: 1, title: 'Actions Menu' },
  quickLinks: { order: 2, title: 'Quicklinks Menu' },
  footer: { order: 3, title: 'Footer Menu' },
  social: { order: 4, title: 'Social Menu' },
} as const;
export type RootMenuKey = keyof typeof ROOT_MENUS;

/** One link of the site chrome. */
export interface NavigationLink {
  id: string;
  label: string;
  url: string;
  isExternal: boolean;
  icon: string | null;
}

/** A group of the main navigation ("About Us" and its links). */
export interface NavigationGroup {
  id: string;
  label: string;
  /** The group header's own URL, when it has one. */
  url: string | null;
  icon: string | null;
  links: NavigationLink[];
}

/** Everything the chrome takes from the menus. */
export interface SiteNavigation {
  navigation: NavigationGroup[];
  actionItems: NavigationLink[];
  quickLinks: NavigationLink[];
  /** Footer (disclosure) links. */
  footerLinks: NavigationLink[];
  socialLinks: NavigationLink[];
}

const titleKey = (title: string) => title.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Finds a root menu: by its order, else by its title (case, spaces and punctuation ignored, so
 * "Quick Links Menu" still counts) — editors reorder menus more often than they rename them.
 */
export function findRootMenu(roots: readonly MenuItem[], key: RootMenuKey): MenuItem | null {
  const { order, title } = ROOT_MENUS[key];
  return (
    roots.find((root) => root.order === order) ??
    roots.find((root) => titleKey(root.title) === titleKey(title)) ??
    null
  );
}

/** Menu items sorted by `order`; items without one keep their place after the ordered ones. */
export function sortMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ao = a.item.order ?? Number.POSITIVE_INFINITY;
      const bo = b.item.order ?? Number.POSITIVE_INFINITY;
      return ao === bo ? a.index - b.index : ao - bo;
    })
    .map(({ item }) => item);
}

/** One menu item as a chrome link. */
export function toNavigationLink(
  item: MenuItem,
  internalHosts: readonly string[] = [],
): NavigationLink {
  return {
    id: item.id,
    label: item.title,
    url: toSiteUrl(item.url, internalHosts),
    isExternal: isExternalUrl(item.url, internalHosts),
    icon: item.icon,
  };
}

function linksOf(menu: MenuItem | null, internalHosts: readonly string[]): NavigationLink[] {
  if (!menu) return [];
  return sortMenuItems(menu.childrenMenuItems)
    .filter((item) => item.url.trim() !== '')
    .map((item) => toNavigationLink(item, internalHosts));
}

/**
 * Builds the chrome's navigation from the root menus. `internalHosts` are the site's own host
 * names: absolute links to them become site-relative and count as internal.
 */
export function buildSiteNavigation(
  roots: readonly MenuItem[],
  internalHosts: readonly string[] = [],
): SiteNavigation {
  const main = findRootMenu(roots, 'main');
  const navigation = main
    ? sortMenuItems(main.childrenMenuItems).map((group) => ({
        id: group.id,
        label: group.title,
        url: group.url.trim() === '' ? null : toSiteUrl(group.url, internalHosts),
        icon: group.icon,
        links: linksOf(group, internalHosts),
      }))
    : [];
  return {
    navigation,
    actionItems: linksOf(findRootMenu(roots, 'actions'), internalHosts),
    quickLinks: linksOf(findRootMenu(roots, 'quickLinks'), internalHosts),
    footerLinks: linksOf(findRootMenu(roots, 'footer'), internalHosts),
    socialLinks: linksOf(findRootMenu(roots, 'social'), internalHosts),
  };
}
