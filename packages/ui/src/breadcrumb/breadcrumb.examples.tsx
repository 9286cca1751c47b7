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
  /** A Spanish reader's interface words in a trail whose page is still in English. */
  spanishSteps: {
    label: 'Ruta de navegación',
    items: [
      { url: '/', label: 'Inicio', lang: 'es', dir: 'ltr' },
      { url: '/announcements', label: 'Anuncios', lang: 'es', dir: 'ltr' },
      { url: '/announcements/public-hearing', label: 'Public hearing on student fees' },
    ],
  },
} satisfies Record<string, BreadcrumbProps>;
