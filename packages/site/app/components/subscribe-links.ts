import type { FeedKind } from '@district/core/feeds/kinds';
import type { FeedSubscribe } from '@district/ui/feed-panel/feed-panel';
import { calendarFeedUrl, calendarLinks } from '../calendar-links';
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

/** A link's name holding its visible words (WCAG 2.5.3), which a machine translation may not. */
export function nameHolding(name: string, text: string): string {
  return name.toLocaleLowerCase().includes(text.toLocaleLowerCase()) ? name : `${name}: ${text}`;
}

/** A panel's calendars' feed, else `/events.ics` (docs/behaviour.md#subscriptions). */
export function calendarSubscribe(
  { labels, subscriptions }: SubscribeSource,
  calendars: readonly string[] = [],
  feedTitle?: string,
): FeedSubscribe | null {
  if (!subscriptions) return null;
  const calendar =
    calendars.length > 0
      ? calendarLinks(
          calendarFeedUrl(subscriptions.base, calendars),
          `${subscriptions.organizationTitle} — ${feedTitle ?? calendars.join(', ')}`,
        )
      : subscriptions.calendar;
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
  calendars?: readonly string[],
): FeedSubscribe | null {
  if (kind === 'events') return calendarSubscribe(source, calendars, feedTitle);
  if (kind === 'announcements' || kind === 'stories') return newsSubscribe(kind, feedTitle, source);
  return null;
}
