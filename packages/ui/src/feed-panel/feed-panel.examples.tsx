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
  subscribable: {
    icon: 'calendar-alt',
    title: 'Events',
    link: 'https://calendar.meadowlarkvalley.org/',
    linkLabel: 'Full Calendar',
    subscribe: {
      label: 'Subscribe',
      links: [
        {
          href: 'webcal://www.meadowlarkvalley.org/events.ics',
          text: 'Calendar app',
          name: 'Subscribe to the calendar in your calendar app',
          icon: 'calendar',
        },
        {
          href: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwww.meadowlarkvalley.org%2Fevents.ics',
          text: 'Google Calendar',
          name: 'Subscribe to the calendar in Google Calendar',
          icon: 'external',
        },
      ],
    },
  },
  empty: {
    icon: 'files',
    title: 'Files',
    link: null,
    linkLabel: null,
    emptyMessage: 'No files yet.',
  },
} satisfies Record<string, FeedPanelProps>;
