import * as card from '../card/card.css';
import { type DateFormatOptions, formatDate } from '../card/format-date';
import { Icon } from '../icon/icon';

/** Props of {@link FileCard} (core's `FileDocument`, structurally). */
export interface FileCardProps extends DateFormatOptions {
  name: string;
  url: string;
  contentType?: string | null;
  /** Bytes. */
  size?: number | null;
  modifiedDateTime?: string | null;
  headingLevel?: 3 | 4;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
};

/** "2.4 MB": how big a download is matters on a phone's data plan. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file: its name as a link, with type and size so a parent knows what a tap will download. */
export function FileCard({
  name,
  url,
  contentType,
  size,
  modifiedDateTime,
  headingLevel = 3,
  ...format
}: FileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const facts = [
    contentType ? (TYPE_NAMES[contentType] ?? contentType.split('/').pop()?.toUpperCase()) : null,
    typeof size === 'number' ? formatFileSize(size) : null,
  ].filter(Boolean);
  return (
    <article className={card.root}>
      <Heading className={card.title}>
        <a className={card.titleLink} href={url}>
          <Icon name="files" /> {name}
        </a>
      </Heading>
      {facts.length > 0 ? <p className={card.meta}>{facts.join(', ')}</p> : null}
      {modifiedDateTime ? (
        <p className={card.meta}>
          Updated <time dateTime={modifiedDateTime}>{formatDate(modifiedDateTime, format)}</time>
        </p>
      ) : null}
    </article>
  );
}
