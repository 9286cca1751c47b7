/**
 * Dates and file sizes written on the server, so the browser creates no `Intl` formatter (its ICU
 * set-up blocks hydration on a phone). Written in English and, when translation is on, the
 * reader's language: content stays English if the request's translation fails.
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

/** How a request's items are written: English, and the reader's language when translated. */
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
