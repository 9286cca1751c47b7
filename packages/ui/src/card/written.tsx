/**
 * What the cards write with `Intl`: dates, times and file sizes as words in one language. A card
 * writes them itself unless it is given them as `written`. A site writes them on the server
 * (site's written.server) so that the browser creates no formatter: there, a page's first `Intl`
 * formatter costs tens of milliseconds of ICU set-up on a phone, inside the hydration task that
 * keeps the page from answering a tap. No styles here: server code imports this module.
 */
import { type DateFormatOptions, formatDate } from './format-date';

/** A message card's date as words, in one language. */
export interface MessageWritten {
  date: string | null;
}

/** A message card's date. */
export function writeMessageDate(
  publishDateTime: string | null | undefined,
  format: DateFormatOptions,
): MessageWritten {
  return { date: publishDateTime ? formatDate(publishDateTime, format) : null };
}

/** An event card's day and times as words, in one language. */
export interface EventWritten {
  day: string;
  start: string;
  end: string | null;
}

// Frozen constants: the date formatter is found by the options object itself.
const DAY: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const TIME: Intl.DateTimeFormatOptions = Object.freeze({ hour: 'numeric', minute: '2-digit' });

/** An event card's day, start and end times. */
export function writeEventTimes(
  { start, end }: { start: string; end?: string | null },
  format: DateFormatOptions,
): EventWritten {
  return {
    day: formatDate(start, format, DAY),
    start: formatDate(start, format, TIME),
    end: end ? formatDate(end, format, TIME) : null,
  };
}

/** A file card's size and date as words, in one language. */
export interface FileWritten {
  size: string | null;
  modified: string | null;
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

/** A file card's size and date. */
export function writeFileFacts(
  { size, modifiedDateTime }: { size?: number | null; modifiedDateTime?: string | null },
  format: DateFormatOptions,
): FileWritten {
  return {
    size: typeof size === 'number' ? formatFileSize(size, format.locale) : null,
    modified: modifiedDateTime ? formatDate(modifiedDateTime, format) : null,
  };
}
