/** How a card writes a date: the reader's language, the organization's time zone. */
export interface DateFormatOptions {
  /** BCP 47 language tag; the page's language. */
  locale?: string;
  /** IANA time zone of the organization. */
  timeZone?: string;
}

// Creating an Intl.DateTimeFormat is costly and a page formats dozens of dates: keep one per
// locale, zone and options (a handful per site).
const formats = new Map<string, Intl.DateTimeFormat>();
// The same per options object, for the callers that pass a constant: no key to build per date.
const byOptions = new Map<string, WeakMap<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function formatterFor(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const zone = `${locale}|${timeZone}`;
  let known = byOptions.get(zone);
  if (!known) {
    known = new WeakMap();
    byOptions.set(zone, known);
  }
  let format = known.get(options);
  if (!format) {
    format = formatter(locale, { timeZone, ...options });
    // Only an options object nobody can change later may stand for its formatter.
    if (Object.isFrozen(options)) known.set(options, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'long' });

/** Formats an ISO date for display, or returns the input when it is not a date. */
export function formatDate(
  iso: string,
  { locale = 'en-US', timeZone = 'America/Denver' }: DateFormatOptions,
  options: Intl.DateTimeFormatOptions = LONG_DATE,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return formatterFor(locale, timeZone, options).format(date);
  } catch {
    // An unknown locale or zone from configuration falls back rather than breaking the page.
    return formatter('en-US', { timeZone: 'UTC', ...options }).format(date);
  }
}

const FULL_DAY: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'full' });

/**
 * A calendar day (`YYYY-MM-DD`, already the organization's day) written in full: "Friday,
 * November 20, 2026". It names a day, not an instant, so it is written in UTC, where it was read.
 */
export function formatDay(day: string, locale = 'en-US'): string {
  return formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC' }, FULL_DAY);
}
