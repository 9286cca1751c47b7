/**
 * Dates and file sizes written on the server. A card's date is words ("November 20, 2026"), and
 * words in the reader's language take an `Intl` formatter. In the browser the page's first one
 * costs tens of milliseconds of ICU set-up on a phone, inside the hydration task that keeps the
 * page from answering a tap (Lighthouse's Total Blocking Time). So the loaders write the words
 * and the cards show them; the browser creates no formatter on a page built from them.
 *
 * A loader cannot know yet which language the content will be shown in: content stays English
 * when the request's translation fails, which the chrome learns once every batch has settled
 * (`feedFormat` in components/use-chrome). So the words are written in each language the page may
 * use: English, and the reader's when translation is on.
 */
import type { DateFormatOptions } from '@district/ui/card/format-date';
import type { Written } from '../../components/written';
import type { RequestContext } from '../http/request-context.server';

export type { Written };

/** The languages a request's content may be shown in, and the organization's time zone. */
export interface Writing {
  /** English first: content is shown in English whenever it is not translated. */
  locales: readonly ['en', ...string[]];
  timeZone: string;
}

/**
 * How a request's items are written: English, and the reader's language when it is another and a
 * translator is configured (without one, content is always shown in English).
 */
export function writingFor(ctx: Pick<RequestContext, 'language' | 'services'>): Writing {
  const { code } = ctx.language;
  const translated = code !== 'en' && ctx.services.translation !== null;
  return { locales: translated ? ['en', code] : ['en'], timeZone: ctx.services.org.timeZone };
}

/** `write`'s words in each of the request's languages. */
export function written<T>(
  writing: Writing,
  write: (format: Required<DateFormatOptions>) => T,
): Written<T> {
  const { timeZone } = writing;
  const words: Written<T> = { en: write({ locale: 'en', timeZone }) };
  for (const locale of writing.locales.slice(1)) words[locale] = write({ locale, timeZone });
  return words;
}
