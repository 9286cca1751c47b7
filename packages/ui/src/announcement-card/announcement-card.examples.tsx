import { writeMessageDate } from '../card/written';
import type { AnnouncementCardProps } from './announcement-card';

// The organization's time zone, where a site writes its dates (on its server).
const denver = { locale: 'en', timeZone: 'America/Denver' };

/** Named examples of {@link AnnouncementCard}. */
export const examples = {
  default: {
    title: 'Kindergarten registration is open',
    summary: 'Enroll your child for the coming school year.',
    url: '/announcements/kindergarten-registration',
    publishDateTime: '2025-02-03T15:00:00Z',
    written: writeMessageDate('2025-02-03T15:00:00Z', denver),
  },
  noSummary: {
    title: 'Board meeting moved',
    url: '/announcements/board-meeting-moved',
    written: writeMessageDate(null, denver),
  },
  spanish: {
    title: 'La inscripción está abierta',
    url: '/announcements/kindergarten-registration',
    publishDateTime: '2025-02-03T15:00:00Z',
    written: writeMessageDate('2025-02-03T15:00:00Z', { ...denver, locale: 'es' }),
  },
} satisfies Record<string, AnnouncementCardProps>;
