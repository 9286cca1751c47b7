import { writeMessageDate } from '../card/written';
import type { StoryCardProps } from './story-card';

// The organization's time zone, where a site writes its dates (on its server).
const denver = { locale: 'en', timeZone: 'America/Denver' };

/** Named examples of {@link StoryCard}. */
export const examples = {
  withImage: {
    title: 'Robotics team heads to state',
    summary: 'Meadowlark High placed first at regionals.',
    url: '/stories/robotics-state',
    publishDateTime: '2025-03-10T18:00:00Z',
    written: writeMessageDate('2025-03-10T18:00:00Z', denver),
    imageUrl: '/images/robotics.jpg',
    imageAlt: 'Students holding a trophy beside their robot',
  },
  textOnly: {
    title: 'A day in the school garden',
    url: '/stories/school-garden',
    written: writeMessageDate(null, denver),
  },
} satisfies Record<string, StoryCardProps>;
