import type { GroupCardProps } from './group-card';

/** Named examples of {@link GroupCard}. */
export const examples = {
  transportation: {
    group: {
      id: 'group-transport',
      title: 'Transportation',
      description: 'Bus routes, stops and eligibility.',
      contactEmail: 'transportation@example.org',
      contactPhone: '(303) 555-0110',
      officeHours: 'Monday to Friday, 7 a.m. to 4 p.m.',
      buildingName: 'Service Center',
      addressStreet: '100 Depot Road',
      addressCity: 'Meadowlark',
      addressState: 'CO',
      addressZip: '80191',
      linkUrl: '/buses-and-transportation',
      linkLabel: 'Buses and transportation',
    },
  },
  minimal: {
    group: {
      id: 'group-hr',
      title: 'Human Resources',
      description: null,
      contactEmail: null,
      contactPhone: null,
      officeHours: null,
      buildingName: null,
      addressStreet: null,
      addressCity: null,
      addressState: null,
      addressZip: null,
      linkUrl: null,
      linkLabel: null,
    },
  },
  /** A site with no contact form: the card offers the e-mail address and phone. */
  withoutForm: {
    group: {
      id: 'group-enrollment',
      title: 'Enrollment Center',
      description: 'Registering a new student.',
      contactEmail: 'enroll@example.org',
      contactPhone: '(303) 555-0120',
      officeHours: null,
      buildingName: null,
      addressStreet: null,
      addressCity: null,
      addressState: null,
      addressZip: null,
      linkUrl: null,
      linkLabel: null,
    },
    contactForm: false,
  },
} satisfies Record<string, GroupCardProps>;
