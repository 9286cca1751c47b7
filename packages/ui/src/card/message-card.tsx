import type { ReactNode } from 'react';
import * as card from './card.css';
import type { MessageWritten } from './written';

/** What an announcement's and a story's cards share. */
export interface MessageCardProps {
  title: string;
  summary?: string | null;
  /** The message's own page. */
  url: string;
  publishDateTime?: string | null;
  headingLevel?: 3 | 4;
  /** The date in words, in the content's language: `writeMessageDate` (see ./written). */
  written: MessageWritten;
}

/** A message in a feed: an optional image, the title link over the whole card, date, summary. */
export function MessageCard({
  title,
  summary,
  url,
  publishDateTime,
  headingLevel = 3,
  image,
  written: { date },
}: MessageCardProps & { image?: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.root}>
      {image}
      <Heading className={card.title}>
        <a className={card.titleLink} href={url}>
          {title}
        </a>
      </Heading>
      {publishDateTime && date ? (
        <p className={card.meta}>
          <time dateTime={publishDateTime}>{date}</time>
        </p>
      ) : null}
      {summary ? <p className={card.summary}>{summary}</p> : null}
    </article>
  );
}
