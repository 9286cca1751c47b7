/** The day a status notice is for (docs/behaviour.md#notifications): last night's is not this morning's. */
import { formatDate } from '@district/ui/card/format-date';
import { type Writing, type Written, written } from '../pages/written.server';

// One formatter per zone: the calendar day of an instant, as `YYYY-MM-DD` (the `en-CA` form).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`; throws on an unknown zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whether `posted` (ISO) falls on the same day as `now` in `timeZone`. */
export function postedToday(posted: string, now: Date, timeZone: string): boolean {
  const instant = new Date(posted);
  if (Number.isNaN(instant.getTime())) return false;
  return calendarDay(instant, timeZone) === calendarDay(now, timeZone);
}

const DAY: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const TIME: Intl.DateTimeFormatOptions = Object.freeze({ hour: 'numeric', minute: '2-digit' });
const DAY_AND_TIME: Intl.DateTimeFormatOptions = Object.freeze({ ...DAY, ...TIME });

/** The words of a status notice's day and posting time, in each language of `writing`. */
export interface StatusDayWords {
  today: Written<string> | null;
  posted: Written<string>;
}

/** The day words of a status notice posted at `posted` (ISO), seen at `now`. */
export function statusDayWords(posted: string, now: Date, writing: Writing): StatusDayWords {
  const today = postedToday(posted, now, writing.timeZone);
  return {
    today: today ? written(writing, (format) => formatDate(now.toISOString(), format, DAY)) : null,
    posted: written(writing, (format) => formatDate(posted, format, today ? TIME : DAY_AND_TIME)),
  };
}
