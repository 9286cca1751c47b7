import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../entities/menu';
import { buildSiteNavigation, findRootMenu, sortMenuItems } from './menus';

let next = 0;
function item(
  title: string,
  url = '',
  order: number | null = null,
  children: MenuItem[] = [],
  icon: string | null = null,
): MenuItem {
  next += 1;
  return {
    id: `m-${next}`,
    parentMenuItemId: null,
    order,
    title,
    url,
    icon,
    childrenMenuItems: children,
  };
}

const main = item('Main Menu', '', 0, [
  item('Academics', '', 1, [
    item('Preschool', '/preschool', 1),
    item('Academics', '/academics', 0),
  ]),
  item('About Us', '', 0, [
    item('About Us', '/about-us', 0),
    item('Families', '/login/#tab-families', 1),
    item('Directory', 'https://directory.meadowlarkvalley.org/', 2),
  ]),
]);
const actions = item('Actions Menu', '', 1, [
  item('Register', '/register', 0, [], 'register'),
  item('Calendar', 'https://calendar.meadowlarkvalley.org/', 1, [], 'calendar'),
]);
const quick = item('Quicklinks Menu', '', 2, [
  item('CORA', '/cora-requests', 1, [], 'cora'),
  item('Help Desk', 'https://www.meadowlarkvalley.org/help-desk', 0, [], 'info'),
]);
const footer = item('Footer Menu', '', 3, [
  item('Accessibility', '/accessibility', 0),
  item('Header only', '', 1),
]);
const social = item('Social Menu', '', 4, [
  item('Facebook', 'https://facebook.com/mvsd', 0, [], 'facebook'),
  item('YouTube', 'https://youtube.com/@mvsd', 1, [], 'youtube'),
]);

describe('menus to navigation', () => {
  it('builds navigation groups from the Main Menu, each with its sorted links', () => {
    const nav = buildSiteNavigation([social, footer, quick, actions, main]);
    expect(nav.navigation.map((g) => g.label)).toEqual(['About Us', 'Academics']);
    expect(nav.navigation[1]?.links.map((l) => l.url)).toEqual(['/academics', '/preschool']);
    expect(nav.navigation[0]?.links.map((l) => [l.label, l.isExternal])).toEqual([
      ['About Us', false],
      ['Families', false],
      ['Directory', true],
    ]);
    expect(nav.navigation[0]?.url).toBeNull();
  });

  it('builds action items, quick links, footer links and social links by menu order', () => {
    const nav = buildSiteNavigation(
      [main, actions, quick, footer, social],
      ['www.meadowlarkvalley.org'],
    );
    expect(nav.actionItems.map((l) => [l.label, l.icon, l.isExternal])).toEqual([
      ['Register', 'register', false],
      ['Calendar', 'calendar', true],
    ]);
    expect(nav.quickLinks.map((l) => [l.label, l.url, l.isExternal])).toEqual([
      ['Help Desk', '/help-desk', false],
      ['CORA', '/cora-requests', false],
    ]);
    expect(nav.footerLinks.map((l) => l.url)).toEqual(['/accessibility']);
    expect(nav.socialLinks.map((l) => l.icon)).toEqual(['facebook', 'youtube']);
  });

  it('identifies a root menu by its title when no root has its order', () => {
    const renumbered = [
      { ...social, order: 14 },
      { ...footer, order: null, title: 'footer menu' },
      { ...main, order: 10 },
    ];
    expect(findRootMenu(renumbered, 'social')?.id).toBe(social.id);
    expect(findRootMenu(renumbered, 'footer')?.id).toBe(footer.id);
    expect(findRootMenu(renumbered, 'main')?.id).toBe(main.id);
    expect(findRootMenu(renumbered, 'actions')).toBeNull();
  });

  it('prefers the order over the title', () => {
    const misnamed = { ...actions, title: 'Social Menu', order: 1 };
    expect(findRootMenu([misnamed, social], 'social')?.id).toBe(social.id);
    expect(findRootMenu([misnamed], 'actions')?.id).toBe(actions.id);
  });

  it('gives empty lists when the menus are missing', () => {
    expect(buildSiteNavigation([])).toEqual({
      navigation: [],
      actionItems: [],
      quickLinks: [],
      footerLinks: [],
      socialLinks: [],
    });
  });

  it('keeps a group header URL when it has one', () => {
    const withUrl = item('Main Menu', '', 0, [item('Athletics', '/athletics', 0, [])]);
    expect(buildSiteNavigation([withUrl]).navigation[0]?.url).toBe('/athletics');
  });

  it('sorts items by order, keeping unordered ones after in their place', () => {
    const sorted = sortMenuItems([
      item('c', '', null),
      item('b', '', 2),
      item('d', '', null),
      item('a', '', 1),
    ]);
    expect(sorted.map((i) => i.title)).toEqual(['a', 'b', 'c', 'd']);
  });
});
