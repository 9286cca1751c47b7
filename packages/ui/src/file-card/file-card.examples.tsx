import { writeFileFacts } from '../card/written';
import type { FileCardProps } from './file-card';

// The organization's time zone, where a site writes its dates (on its server).
const denver = { locale: 'en', timeZone: 'America/Denver' };
const handbook = { size: 2_516_582, modifiedDateTime: '2025-01-15T17:00:00Z' };

/** Named examples of {@link FileCard}. */
export const examples = {
  pdf: {
    name: 'Student handbook 2025',
    url: 'https://files.meadowlarkvalley.org/handbook.pdf',
    typeName: 'PDF',
    ...handbook,
    written: writeFileFacts(handbook, denver),
  },
  bare: {
    name: 'Bus routes',
    url: '/files/bus-routes',
    written: writeFileFacts({}, denver),
  },
} satisfies Record<string, FileCardProps>;
