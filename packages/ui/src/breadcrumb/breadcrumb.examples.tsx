import type { BreadcrumbProps } from './breadcrumb';

/** Named examples of {@link Breadcrumb}. */
export const examples = {
  twoLevels: {
    items: [
      { url: '/', label: 'Home' },
      { url: '/academics', label: 'Academics' },
      { url: '/academics/kindergarten', label: 'Kindergarten' },
    ],
  },
  homeOnly: { items: [{ url: '/', label: 'Home' }] },
} satisfies Record<string, BreadcrumbProps>;
