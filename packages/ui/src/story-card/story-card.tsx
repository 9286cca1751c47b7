import * as card from '../card/card.css';
import { type DateFormatOptions, formatDate } from '../card/format-date';

/** Props of {@link StoryCard}. */
export interface StoryCardProps extends DateFormatOptions {
  title: string;
  summary?: string | null;
  /** `/stories/{slug}`. */
  url: string;
  publishDateTime?: string | null;
  imageUrl?: string | null;
  /** Empty when the image only decorates. */
  imageAlt?: string;
  headingLevel?: 3 | 4;
}

/** A story in a feed: image, title link over the whole card, date, summary. */
export function StoryCard({
  title,
  summary,
  url,
  publishDateTime,
  imageUrl,
  imageAlt = '',
  headingLevel = 3,
  ...format
}: StoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.root}>
      {imageUrl ? (
        <img
          className={card.image}
          src={imageUrl}
          alt={imageAlt}
          loading="lazy"
          width={640}
          height={360}
        />
      ) : null}
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
