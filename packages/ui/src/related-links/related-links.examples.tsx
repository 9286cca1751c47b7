import type { LinkListProps } from './related-links';

/** Named examples of {@link RelatedPages}. */
export const pageExamples = {
  default: {
    links: [
      { url: '/academics/kindergarten', label: 'Kindergarten' },
      { url: '/preschool', label: 'Preschool' },
    ],
  },
} satisfies Record<string, LinkListProps>;

/** Named examples of {@link RelatedLinks}. */
export const linkExamples = {
  mixed: {
    links: [
      { id: 'l1', url: '/register', label: 'Register' },
      { id: 'l2', url: 'https://boundaries.meadowlarkvalley.org/', label: 'Boundary maps' },
    ],
  },
} satisfies Record<string, LinkListProps>;
