import type { StoryCardProps } from './story-card';

/** Named examples of {@link StoryCard}. */
export const examples = {
  withImage: {
    title: 'Robotics team heads to state',
    summary: 'Meadowlark High placed first at regionals.',
    url: '/stories/robotics-state',
    publishDateTime: '2025-03-10T18:00:00Z',
    imageUrl: '/images/robotics.jpg',
    imageAlt: 'Students holding a trophy beside their robot',
  },
  textOnly: { title: 'A day in the school garden', url: '/stories/school-garden' },
} satisfies Record<string, StoryCardProps>;
