import * as card from '../card/card.css';
import { type DateFormatOptions, formatDate } from '../card/format-date';

/** Props of {@link AnnouncementCard}. */
export interface AnnouncementCardProps extends DateFormatOptions {
  title: string;
  summary?: string | null;
  /** `/announcements/{slug}`. */
  url: string;
  publishDateTime?: string | null;
  headingLevel?: 3 | 4;
}

/** An announcement in a feed: title link over the whole card, date, summary. */
export function AnnouncementCard({
  title,
  summary,
  url,
  publishDateTime,
  headingLevel = 3,
  ...format
}: AnnouncementCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.root}>
      <Heading className={card.title}>
        <a className={card.titleLink} href={url}>
          {title}
        </a>
      </Heading>
      {publishDateTime ? (
        <p className={card.meta}>
          <time dateTime={publishDateTime}>{formatDate(publishDateTime, format)}</time>
        </p>
      ) : null}
      {summary ? <p className={card.summary}>{summary}</p> : null}
    </article>
  );
}
