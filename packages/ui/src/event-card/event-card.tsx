import * as card from '../card/card.css';
import type { EventWritten } from '../card/written';
import { Icon } from '../icon/icon';

/** Props of {@link EventCard} (core's `CalendarEvent`, structurally). */
export interface EventCardProps {
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
  /** The day and times in words, in the content's language: `writeEventTimes` (see card/written). */
  written: EventWritten;
}

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
  written: times,
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.root}>
      <p className={card.meta}>
        <time dateTime={start}>{times.day}</time>
        {allDay ? (
          ` · ${allDayLabel}`
        ) : (
          <>
            {' · '}
            <time dateTime={start}>{times.start}</time>
            {end && times.end ? (
              <>
                {' – '}
                <time dateTime={end}>{times.end}</time>
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
