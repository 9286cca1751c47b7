import type { PersonCardProps } from './person-card';

/** Named examples of {@link PersonCard}. */
export const examples = {
  principal: {
    person: {
      id: '3f6c2a1e-8b4d-4c7a-9e15-0d2b7f4a6c42',
      displayName: 'Dr. Renata Salazar',
      title: 'Principal',
      phone: '(303) 555-0142',
      photoUrl: '/people/salazar.jpg',
    },
  },
  minimal: {
    person: {
      id: '9a1d5e37-2c6b-4f08-b3a4-71e9c0d8f507',
      displayName: 'Sam Lee',
      title: null,
      phone: null,
      photoUrl: null,
      employee: { jobTitles: ['Counselor'], office: null },
    },
  },
  /** A site with no contact form: the card offers the e-mail address and phone. */
  withoutForm: {
    person: {
      id: '5b0e7c21-4d3a-4f6e-8a19-2c7d9e0f3b64',
      displayName: 'Dr. Renata Salazar',
      title: 'Principal',
      phone: '(303) 555-0142',
      photoUrl: null,
      email: 'renata.salazar@example.org',
    },
    contactForm: false,
  },
} satisfies Record<string, PersonCardProps>;
