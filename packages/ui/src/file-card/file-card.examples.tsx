import type { FileCardProps } from './file-card';

/** Named examples of {@link FileCard}. */
export const examples = {
  pdf: {
    name: 'Student handbook 2025',
    url: 'https://files.meadowlarkvalley.org/handbook.pdf',
    typeName: 'PDF',
    size: 2_516_582,
    modifiedDateTime: '2025-01-15T17:00:00Z',
  },
  bare: { name: 'Bus routes', url: '/files/bus-routes' },
} satisfies Record<string, FileCardProps>;
