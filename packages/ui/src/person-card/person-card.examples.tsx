import type { PersonCardProps } from './person-card';

/** Named examples of {@link PersonCard}. */
export const examples = {
  principal: {
    person: {
      userId: 'user-42',
      displayName: 'Dr. Renata Salazar',
      title: 'Principal',
      phone: '(303) 555-0142',
      photoUrl: '/people/salazar.jpg',
    },
  },
  minimal: {
    person: {
      userId: 'user-7',
      displayName: 'Sam Lee',
      title: null,
      phone: null,
      photoUrl: null,
      employee: { jobTitles: ['Counselor'], office: null },
    },
  },
} satisfies Record<string, PersonCardProps>;
