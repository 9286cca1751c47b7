/** How a card writes a date: the reader's language, the organization's time zone. */
export interface DateFormatOptions {
  /** BCP 47 language tag; the page's language. */
  locale?: string;
  /** IANA time zone of the organization. */
  timeZone?: string;
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
    return new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date);
  } catch {
    // An unknown locale or zone from configuration falls back rather than breaking the page.
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(date);
  }
}
