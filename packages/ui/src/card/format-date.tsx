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

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Formats an ISO date for display, or returns the input when it is not a date. */
export function formatDate(
  iso: string,
  { locale = 'en-US', timeZone = 'America/Denver' }: DateFormatOptions,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return formatter(locale, { timeZone, ...options }).format(date);
  } catch {
    // An unknown locale or zone from configuration falls back rather than breaking the page.
    return formatter('en-US', { timeZone: 'UTC', ...options }).format(date);
  }
}
