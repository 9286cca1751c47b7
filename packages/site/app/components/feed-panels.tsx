import { AnnouncementCard } from '@district/ui/announcement-card/announcement-card';
import { formatDate } from '@district/ui/card/format-date';
import { EventCard } from '@district/ui/event-card/event-card';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { FileCard } from '@district/ui/file-card/file-card';
import { PersonCard } from '@district/ui/person-card/person-card';
import { StoryCard } from '@district/ui/story-card/story-card';
import { Fragment, type ReactNode } from 'react';
import type { FeedGrouping, FeedPanelData } from '../server/feeds.server';
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
        <Grouped items={feed.items} grouping={feed.grouping} format={format}>
          {(event, headingLevel) => (
            <li key={event.id} className={layout.eventItem}>
              <EventCard
                headingLevel={headingLevel}
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
          )}
        </Grouped>
      );
    case 'files':
      return (
        <Grouped items={feed.items} grouping={feed.grouping} format={format}>
          {(file, headingLevel) => (
            <li key={file.id}>
              <FileCard
                headingLevel={headingLevel}
                name={file.name}
                url={file.url}
                typeName={file.typeName}
                updatedLabel={labels.updated}
                size={file.size}
                modifiedDateTime={file.modifiedDateTime}
                {...format}
              />
            </li>
          )}
        </Grouped>
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

const GROUP_DAY: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'full' });

/**
 * A feed's cards, under the headings of its groups when it is grouped (the server orders the
 * items and says how many follow each heading). A day is written in the reader's language; it
 * names a calendar day already, so it is formatted in UTC, where it was written.
 */
function Grouped<T>({
  items,
  grouping,
  format,
  children: card,
}: {
  items: readonly T[];
  grouping: FeedGrouping | null | undefined;
  format: FeedFormat;
  /** One card; its title a level below the group's heading. */
  children: (item: T, headingLevel: 3 | 4) => ReactNode;
}) {
  if (!grouping) return <ul className={layout.plainList}>{items.map((item) => card(item, 3))}</ul>;
  let end = 0;
  return grouping.groups.map(({ label, size }) => {
    const start = end;
    end += size;
    return (
      <Fragment key={label}>
        {label ? (
          <h3 className={layout.feedGroup}>
            {grouping.by === 'date'
              ? formatDate(
                  `${label}T12:00:00Z`,
                  { locale: format.locale, timeZone: 'UTC' },
                  GROUP_DAY,
                )
              : label}
          </h3>
        ) : null}
        <ul className={layout.plainList}>
          {items.slice(start, end).map((item) => card(item, label ? 4 : 3))}
        </ul>
      </Fragment>
    );
  });
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
