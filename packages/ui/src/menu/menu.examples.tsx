import type { NavigationGroup } from '@district/core/navigation/menus';
import type { MenuProps } from './menu';

const link = (id: string, label: string, url: string, isExternal = false) => ({
  id,
  label,
  url,
  isExternal,
  icon: null,
});

/** Three groups of the demo district's Main Menu. */
export const sampleNavigation: NavigationGroup[] = [
  {
    id: 'about',
    label: 'About Us',
    url: '/about-us',
    icon: null,
    links: [
      link('about-1', 'Accountability and Accreditation', '/accountability-and-accreditation'),
      link('about-2', 'Financial Transparency', '/financial-transparency'),
      link('about-3', 'Staff Directory', 'https://directory.meadowlarkvalley.org/', true),
    ],
  },
  {
    id: 'academics',
    label: 'Academics',
    url: null,
    icon: null,
    links: [
      link('academics-1', 'Kindergarten', '/academics/kindergarten'),
      link('academics-2', 'Summer School', '/summer-school'),
    ],
  },
  {
    id: 'register',
    label: 'Register / School Choice',
    url: null,
    icon: null,
    links: [
      link('register-1', 'Register', '/register'),
      link('register-2', 'School Choice', '/school-choice'),
    ],
  },
];

/** Named examples of {@link Menu}. */
export const examples = {
  main: { groups: sampleNavigation, label: 'Main', id: 'main-menu' },
  single: { groups: sampleNavigation.slice(1, 2), label: 'Academics menu', id: 'academics-menu' },
} satisfies Record<string, MenuProps>;
