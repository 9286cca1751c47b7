import type { FeedKind } from '@district/core/feeds/kinds';
import type { FeedSubscribe } from '@district/ui/feed-panel/feed-panel';
import type { UiLabels } from '../server/strings/ui-strings.server';
import type { SubscriptionLinks } from '../server/syndication/site-urls.server';
import { fillLabel } from './labels';

/** What the subscription links are built from: the chrome's labels and links. */
export interface SubscribeSource {
  labels: Pick<
    UiLabels,
    | 'subscribe'
    | 'calendarApp'
    | 'subscribeCalendarApp'
    | 'subscribeGoogleCalendar'
    | 'subscribeOutlook'
    | 'newsReader'
    | 'subscribeNews'
  >;
  subscriptions: SubscriptionLinks | null;
}

/**
 * A link's name that holds its visible words (WCAG 2.5.3, label in name): a hand-written
 * language's name does; a machine's translation of the two strings may not, and then the
 * visible words follow the name.
 */
export function nameHolding(name: string, text: string): string {
  return name.toLocaleLowerCase().includes(text.toLocaleLowerCase()) ? name : `${name}: ${text}`;
}

/** The calendar's subscription links: the reader's calendar app, Google Calendar, Outlook. */
export function calendarSubscribe({
  labels,
  subscriptions,
}: SubscribeSource): FeedSubscribe | null {
  if (!subscriptions) return null;
  const { calendar } = subscriptions;
  return {
    label: labels.subscribe,
    links: [
      {
        href: calendar.webcal,
        text: labels.calendarApp,
        name: nameHolding(labels.subscribeCalendarApp, labels.calendarApp),
        icon: 'calendar',
      },
      // Brand names: the same in every language.
      {
        href: calendar.google,
        text: 'Google Calendar',
        brand: true,
        name: nameHolding(labels.subscribeGoogleCalendar, 'Google Calendar'),
        icon: 'external',
      },
      {
        href: calendar.outlook,
        text: 'Outlook',
        brand: true,
        name: nameHolding(labels.subscribeOutlook, 'Outlook'),
        icon: 'external',
      },
    ],
  };
}

/** A news feed's subscription link (RSS), named with the feed's title ("Announcements"). */
export function newsSubscribe(
  kind: 'announcements' | 'stories',
  feedTitle: string,
  { labels, subscriptions }: SubscribeSource,
): FeedSubscribe | null {
  if (!subscriptions) return null;
  return {
    label: labels.subscribe,
    links: [
      {
        href: subscriptions[kind],
        text: labels.newsReader,
        name: nameHolding(fillLabel(labels.subscribeNews, { feed: feedTitle }), labels.newsReader),
      },
    ],
  };
}

/** The subscription links of a feed panel: the calendar on events, the news on messages. */
export function feedSubscribe(
  kind: FeedKind,
  feedTitle: string,
  source: SubscribeSource,
): FeedSubscribe | null {
  if (kind === 'events') return calendarSubscribe(source);
  if (kind === 'announcements' || kind === 'stories') return newsSubscribe(kind, feedTitle, source);
  return null;
}
