import { sampleNavigation } from '../menu/menu.examples';
import type { HeaderProps } from './header';

/** Named examples of {@link Header}. */
export const examples = {
  district: {
    siteName: 'Meadowlark Valley School District',
    logo: {
      logoImageUrl: '/logo.svg',
      logoLink: '/',
      logoAlt: 'Meadowlark Valley School District',
    },
    navigation: sampleNavigation,
    actionItems: [
      { id: 'a1', label: 'Register', url: '/register', isExternal: false, icon: 'register' },
      {
        id: 'a2',
        label: 'Calendar',
        url: 'https://calendar.meadowlarkvalley.org/',
        isExternal: true,
        icon: 'calendar',
      },
    ],
  },
  school: {
    siteName: 'Aspen Grove Elementary',
    logo: null,
    parent: { name: 'Meadowlark Valley School District', url: 'https://www.meadowlarkvalley.org' },
    navigation: sampleNavigation.slice(0, 1),
    search: { hiddenFields: { lang: 'ar' } },
  },
} satisfies Record<string, HeaderProps>;
