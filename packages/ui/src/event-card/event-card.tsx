import * as card from '../card/card.css';
import { type DateFormatOptions, formatDate } from '../card/format-date';
import { Icon } from '../icon/icon';

/** Props of {@link EventCard} (core's `CalendarEvent`, structurally). */
export interface EventCardProps extends DateFormatOptions {
  title: string;
  /** ISO 8601. */
  start: string;
  end?: string | null;
  allDay?: boolean;
  location?: string | null;
  summary?: string | null;
  url?: string | null;
  headingLevel?: 3 | 4;
  /** "All day" in the reader's language (English by default). */
  allDayLabel?: string;
}

// Frozen constants: the date formatter is found by the options object itself.
const DAY: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const TIME: Intl.DateTimeFormatOptions = Object.freeze({ hour: 'numeric', minute: '2-digit' });

/** An event: its date and time as `<time dateTime>`, title, place and summary. */
export function EventCard({
  title,
  start,
  end,
  allDay = false,
  location,
  summary,
  url,
  headingLevel = 3,
  allDayLabel = 'All day',
  ...format
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.root}>
      <p className={card.meta}>
        <time dateTime={start}>{formatDate(start, format, DAY)}</time>
        {allDay ? (
          ` · ${allDayLabel}`
        ) : (
          <>
            {' · '}
            <time dateTime={start}>{formatDate(start, format, TIME)}</time>
            {end ? (
              <>
                {' – '}
                <time dateTime={end}>{formatDate(end, format, TIME)}</time>
              </>
            ) : null}
          </>
        )}
      </p>
      <Heading className={card.title}>
        {url ? (
          <a className={card.titleLink} href={url}>
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {location ? (
        <p className={card.detail}>
          <Icon name="school" />
          {location}
        </p>
      ) : null}
      {summary ? <p className={card.summary}>{summary}</p> : null}
    </article>
  );
}
