import type { AnnouncementCardProps } from './announcement-card';

/** Named examples of {@link AnnouncementCard}. */
export const examples = {
  default: {
    title: 'Kindergarten registration is open',
    summary: 'Enroll your child for the coming school year.',
    url: '/announcements/kindergarten-registration',
    publishDateTime: '2025-02-03T15:00:00Z',
  },
  noSummary: { title: 'Board meeting moved', url: '/announcements/board-meeting-moved' },
  spanish: {
    title: 'La inscripción está abierta',
    url: '/announcements/kindergarten-registration',
    publishDateTime: '2025-02-03T15:00:00Z',
    locale: 'es',
  },
} satisfies Record<string, AnnouncementCardProps>;
