import type { EventCardProps } from './event-card';

/** Named examples of {@link EventCard}. */
export const examples = {
  timed: {
    title: 'Board of Education meeting',
    start: '2025-04-08T00:30:00Z',
    end: '2025-04-08T02:30:00Z',
    location: 'Administration Building',
    url: 'https://calendar.meadowlarkvalley.org/events/board',
  },
  allDay: { title: 'Spring break begins', start: '2025-03-24T06:00:00Z', allDay: true },
} satisfies Record<string, EventCardProps>;
