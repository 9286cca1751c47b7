import { writeEventTimes } from '../card/written';
import type { EventCardProps } from './event-card';

// The organization's time zone, where a site writes its dates (on its server).
const denver = { locale: 'en', timeZone: 'America/Denver' };
const board = { start: '2025-04-08T00:30:00Z', end: '2025-04-08T02:30:00Z' };
const spring = { start: '2025-03-24T06:00:00Z' };

/** Named examples of {@link EventCard}. */
export const examples = {
  timed: {
    title: 'Board of Education meeting',
    ...board,
    location: 'Administration Building',
    url: 'https://calendar.meadowlarkvalley.org/events/board',
    written: writeEventTimes(board, denver),
  },
  allDay: {
    title: 'Spring break begins',
    ...spring,
    allDay: true,
    written: writeEventTimes(spring, denver),
  },
} satisfies Record<string, EventCardProps>;
