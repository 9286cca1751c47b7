import { AnnouncementCard } from '@district/ui/announcement-card/announcement-card';
import { EventCard } from '@district/ui/event-card/event-card';
import { FeedPanel } from '@district/ui/feed-panel/feed-panel';
import { StoryCard } from '@district/ui/story-card/story-card';
import { Fragment, type ReactNode } from 'react';
import { eventPagePath } from '../calendar-links';
import { fillLabel } from '../components/labels';
import * as layout from '../components/layout.css';
import { FileCard, PersonCard } from '../components/on-demand';
import { feedSubscribe } from '../components/subscribe-links';
import { type FeedFormat, useChrome } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import type { FeedGrouping, FeedPanelData, MessageItem } from './feeds.server';
import { unknownFeedKind } from './unknown-feed-kind';

/** A message card's props: the item's words in the content's language, not all of them. */
function messageCard(item: MessageItem, format: FeedFormat) {
  const { title, summary, url, publishDateTime } = item;
  return { title, summary, url, publishDateTime, written: inLanguage(item.written, format.locale) };
}

/** The items of one feed, as cards. */
export function FeedItems({ feed, format }: { feed: FeedPanelData; format: FeedFormat }) {
  const { labels, features } = useChrome();
  // Without a working contact form, a person card offers the e-mail address and phone instead.
  const contactForm = features.contactForm;
  if (feed.failed) return <p className={layout.quiet}>{labels.listUnavailable}</p>;
  if (feed.items.length === 0) return null;
  switch (feed.kind) {
    case 'announcements':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((item) => (
            <li key={item.id}>
              <AnnouncementCard {...messageCard(item, format)} />
            </li>
          ))}
        </ul>
      );
    case 'stories':
      return (
        <ul className={layout.plainList}>
          {feed.items.map((item) => (
            <li key={item.id}>
              <StoryCard {...messageCard(item, format)} />
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
                url={eventPagePath(event)}
                allDayLabel={labels.allDay}
                written={inLanguage(event.written, format.locale)}
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
                modifiedDateTime={file.modifiedDateTime}
                written={inLanguage(file.written, format.locale)}
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
                contactForm={contactForm}
                messageLabel={(name) => fillLabel(labels.sendMessage, { name })}
              />
            </li>
          ))}
        </ul>
      );
    default:
      return unknownFeedKind(feed);
  }
}

/** A feed's cards, under its groups' headings when grouped (the server orders and counts them). */
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
  return grouping.groups.map(({ label, size, written }) => {
    const start = end;
    end += size;
    return (
      <Fragment key={label}>
        {label ? (
          <h3 className={layout.feedGroup}>
            {grouping.by === 'date' && written ? inLanguage(written, format.locale) : label}
          </h3>
        ) : null}
        <ul className={layout.plainList}>
          {items.slice(start, end).map((item) => card(item, label ? 4 : 3))}
        </ul>
      </Fragment>
    );
  });
}

/** Feed panels in a grid; the events, announcements and stories panels offer to subscribe. */
export function FeedPanels({
  feeds,
  format,
}: {
  feeds: readonly FeedPanelData[];
  format: FeedFormat;
}) {
  const chrome = useChrome();
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
          emptyMessage={chrome.labels.nothingToShow}
          subscribe={feedSubscribe(
            feed.kind,
            feed.title,
            chrome,
            feed.kind === 'events' ? feed.calendars : undefined,
          )}
        >
          <FeedItems feed={feed} format={format} />
        </FeedPanel>
      ))}
    </div>
  );
}
