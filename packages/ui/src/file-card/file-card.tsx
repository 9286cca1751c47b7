import * as card from '../card/card.css';
import type { FileWritten } from '../card/written';
import { Icon } from '../icon/icon';

/** Props of {@link FileCard}. */
export interface FileCardProps {
  name: string;
  url: string;
  /** What the reader calls its type ("PDF"): core's `fileTypeName`. */
  typeName?: string | null;
  modifiedDateTime?: string | null;
  /** "Updated", before the date, in the page's language. */
  updatedLabel?: string;
  headingLevel?: 3 | 4;
  /** The size and date in words, in the content's language: `writeFileFacts` (see card/written). */
  written: FileWritten;
}

/** A file: its name as a link, with type and size so a parent knows what a tap will download. */
export function FileCard({
  name,
  url,
  typeName,
  modifiedDateTime,
  updatedLabel = 'Updated',
  headingLevel = 3,
  written: words,
}: FileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const facts = [typeName, words.size].filter(Boolean).join(', ');
  return (
    <article className={card.root}>
      <Heading className={card.title}>
        <a className={card.titleLink} href={url}>
          <Icon name="files" /> {name}
        </a>
      </Heading>
      {/* Type and size are written for the reader's language already (Intl), not by a machine. */}
      {facts ? (
        <p className={card.meta} translate="no">
          {facts}
        </p>
      ) : null}
      {modifiedDateTime && words.modified ? (
        <p className={card.meta}>
          {updatedLabel} <time dateTime={modifiedDateTime}>{words.modified}</time>
        </p>
      ) : null}
    </article>
  );
}
