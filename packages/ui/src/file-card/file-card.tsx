import * as card from '../card/card.css';
import { type DateFormatOptions, formatDate } from '../card/format-date';
import { Icon } from '../icon/icon';

/** Props of {@link FileCard}. */
export interface FileCardProps extends DateFormatOptions {
  name: string;
  url: string;
  /** What the reader calls its type ("PDF"): core's `fileTypeName`. */
  typeName?: string | null;
  /** Bytes. */
  size?: number | null;
  modifiedDateTime?: string | null;
  /** "Updated", before the date, in the page's language. */
  updatedLabel?: string;
  headingLevel?: 3 | 4;
}

// Creating an Intl.NumberFormat costs more than a card's whole render (it was 4 % of an uncached
// home page's CPU): keep one per language and unit, as format-date does for dates.
const sizeFormats = new Map<string, Intl.NumberFormat>();

function sizeFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = sizeFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 });
    } catch {
      // A language tag from configuration that Intl rejects falls back rather than breaking a page.
      format = new Intl.NumberFormat('en', { style: 'unit', unit, maximumFractionDigits: 1 });
    }
    sizeFormats.set(key, format);
  }
  return format;
}

/** "2.4 MB": how big a download is matters on a phone's data plan. In the reader's digits. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [Math.round(bytes / 1024), 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  return sizeFormat(locale, unit).format(value);
}

/** A file: its name as a link, with type and size so a parent knows what a tap will download. */
export function FileCard({
  name,
  url,
  typeName,
  size,
  modifiedDateTime,
  updatedLabel = 'Updated',
  headingLevel = 3,
  ...format
}: FileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const facts = [typeName, typeof size === 'number' ? formatFileSize(size, format.locale) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <article className={card.root}>
      <Heading className={card.title}>
        <a className={card.titleLink} href={url}>
          <Icon name="files" /> {name}
        </a>
      </Heading>
      {facts ? <p className={card.meta}>{facts}</p> : null}
      {modifiedDateTime ? (
        <p className={card.meta}>
          {updatedLabel}{' '}
          <time dateTime={modifiedDateTime}>{formatDate(modifiedDateTime, format)}</time>
        </p>
      ) : null}
    </article>
  );
}
