import type { FeedPanelProps } from './feed-panel';

/** Named examples of {@link FeedPanel} (children are added by the test or page). */
export const examples = {
  announcements: {
    icon: 'info',
    title: 'Announcements',
    link: '/announcements',
    linkLabel: 'More Announcements',
  },
  events: {
    icon: 'calendar-alt',
    title: 'Events',
    link: 'https://calendar.meadowlarkvalley.org/',
    linkLabel: 'Full Calendar',
  },
  empty: {
    icon: 'files',
    title: 'Files',
    link: null,
    linkLabel: null,
    emptyMessage: 'No files yet.',
  },
} satisfies Record<string, FeedPanelProps>;
