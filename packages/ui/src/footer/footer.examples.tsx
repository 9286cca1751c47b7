import type { FooterProps } from './footer';

const link = (id: string, label: string, url: string, icon: string | null = null) => ({
  id,
  label,
  url,
  isExternal: url.startsWith('http'),
  icon,
});

/** Named examples of {@link Footer}. */
export const examples = {
  district: {
    contact: {
      title: 'Meadowlark Valley School District',
      address: {
        street1: '1 Meadowlark Way',
        street2: null,
        city: 'Meadowlark',
        state: 'CO',
        zip: '80191',
      },
      phone: '(303) 555-0100',
      email: 'info@meadowlarkvalley.org',
      hours: 'Monday to Friday, 7:30 a.m. to 4:30 p.m.',
    },
    footerLinks: [
      link('f1', 'Accessibility', '/accessibility'),
      link('f2', 'Non-Discrimination', '/non-discrimination'),
      link('f3', 'Privacy Policy', '/privacy-policy'),
      link('f4', 'Public Notices', '/public-notices'),
    ],
    quickLinks: [
      link('q1', 'CORA', '/cora-requests', 'cora'),
      link('q2', 'Sexual Misconduct', '/title-ix', 'ix'),
    ],
    socialLinks: [
      link('s1', 'Facebook', 'https://facebook.com/meadowlarkvalley', 'facebook'),
      link('s2', 'Instagram', 'https://instagram.com/meadowlarkvalley', 'instagram'),
      link('s3', 'YouTube', 'https://youtube.com/@meadowlarkvalley', 'youtube'),
      link('s4', 'Twitter', 'https://twitter.com/meadowlarkvalley', 'twitter'),
    ],
  },
  school: {
    contact: { title: 'Aspen Grove Elementary', phone: '(303) 555-0101' },
    footerLinks: [link('f1', 'Accessibility', '/accessibility')],
    logo: {
      logoImageUrl: '/brand/mvsd-logo.svg',
      logoLink: 'https://www.meadowlarkvalley.org',
      logoAlt: 'Meadowlark Valley School District',
    },
  },
  minimal: {
    contact: { title: 'Aspen Grove Elementary' },
    footerLinks: [link('f1', 'Accessibility', '/accessibility')],
  },
} satisfies Record<string, FooterProps>;
