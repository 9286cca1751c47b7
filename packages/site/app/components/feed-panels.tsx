import { AnnouncementCard } from '@district/ui/announcement-card/announcement-card';
import { EventCard } from '@district/ui/event-card/event-card';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { FileCard } from '@district/ui/file-card/file-card';
import { PersonCard } from '@district/ui/person-card/person-card';
import { StoryCard } from '@district/ui/story-card/story-card';
import type { FeedPanelData } from '../server/feeds.server';
import { fillLabel } from './labels';
import * as layout from './layout.css';
import { useChrome } from './use-chrome';

/** Date formatting of the organization (its time zone) and the reader's language. */
export interface FeedFormat {
  locale: string;
  timeZone: string;
}

/** The items of one feed, as cards. */
export function FeedItems({ feed, format }: { feed: FeedPanelData; format: FeedFormat }) {
  const { labels } = useChrome();
  if (feed.failed) return <p className={layout.quiet}>{labels.listUnavailable}</p>;
  if (feed.items.length === 0) return null;
  switch (feed.kind) {
    case 'announcements':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((item) => (
            <li key={item.id}>
              <AnnouncementCard {...item} {...format} />
            </li>
          ))}
        </ul>
      );
    case 'stories':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((item) => (
            <li key={item.id}>
              <StoryCard {...item} {...format} />
            </li>
          ))}
        </ul>
      );
    case 'events':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((event) => (
            <li key={event.id} className={layout.eventItem}>
              <EventCard
                title={event.title}
                start={event.start}
                end={event.end}
                allDay={event.allDay}
                location={event.location}
                summary={event.summary}
                allDayLabel={labels.allDay}
                {...format}
              />
              <a
                className={layout.addToCalendar}
                href={`/events/${encodeURIComponent(event.id)}.ics`}
                download
              >
                {labels.addToCalendar}
                <span className={layout.visuallyHidden}>: {event.title}</span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'files':
      return (
        <ul className={layout.plainList}>
          {sortFiles(feed).map((file) => (
            <li key={file.id}>
              <FileCard
                name={file.name}
                url={file.url}
                typeName={file.typeName}
                updatedLabel={labels.updated}
                size={file.size}
                modifiedDateTime={file.modifiedDateTime}
                {...format}
              />
            </li>
          ))}
        </ul>
      );
    case 'people':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                messageLabel={(name) => fillLabel(labels.sendMessage, { name })}
              />
            </li>
          ))}
        </ul>
      );
  }
}

/** Files grouped by their first category when the feed says so (SPEC: groupByCategory default). */
function sortFiles(feed: Extract<FeedPanelData, { kind: 'files' }>) {
  if (!feed.groupByCategory) return feed.items;
  const direction = feed.groupByCategoryDescending ? -1 : 1;
  return [...feed.items].sort(
    (a, b) =>
      direction * (a.categories[0] ?? '').localeCompare(b.categories[0] ?? '') ||
      a.name.localeCompare(b.name),
  );
}

/** Feed panels in a grid. */
export function FeedPanels({
  feeds,
  format,
}: {
  feeds: readonly FeedPanelData[];
  format: FeedFormat;
}) {
  const { labels } = useChrome();
  if (feeds.length === 0) return null;
  return (
    <div className={layout.grid}>
      {feeds.map((feed) => (
        <FeedPanel
          key={feed.kind}
          icon={feed.icon}
          title={feed.title}
          link={feed.link}
          linkLabel={feed.linkLabel}
          emptyMessage={labels.nothingToShow}
        >
          <FeedItems feed={feed} format={format} />
        </FeedPanel>
      ))}
    </div>
  );
}
