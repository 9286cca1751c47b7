import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  ERROR_PAGE_TITLE,
  ERROR_PAGE_TYPE_SLUG,
} from '@district/core/errors/catalogue';
import { FEED_KINDS } from '@district/core/feeds/kinds';
import { SearchBox } from '@district/ui/search-box/search-box';
import { LazyFeed } from '../feeds/lazy-feed';
import * as styles from './error-page.css';
import { ENGLISH_ERROR_TITLES, type ErrorTitleWords, isNotFound } from './error-title';
import * as layout from './layout.css';

/** The error page's own words, in the reader's language where the chrome has them. */
export interface ErrorPageWords extends ErrorTitleWords {
  home: string;
  /** The search box's label. */
  search: string;
  searchSubmit: string;
  /** What happened, in plain words: a page that is not there (404, 410)… */
  notFound: string;
  /** …or anything else that went wrong. */
  failed: string;
  /** Title and default message (docs/behaviour.md#error-page) in the reader's language. */
  title?: string;
  unknownError?: string;
}

/** The words in English: the page when even the chrome could not load. */
export const ENGLISH_ERROR_WORDS: ErrorPageWords = {
  ...ENGLISH_ERROR_TITLES,
  home: 'Go to the home page',
  search: 'Search the site',
  searchSubmit: 'Submit search',
  notFound:
    'We couldn’t find that page. It may have moved, or the link you followed may be out of date. Search for what you need, or start from the home page.',
  failed:
    'Something went wrong and we couldn’t show this page. Please try again in a few minutes, search for what you need, or start from the home page.',
};

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  status?: number;
  message?: string;
  error?: unknown;
  /** The ways on (English by default), and the language they are in where it is not the page's. */
  words?: ErrorPageWords & { lang?: string; dir?: 'ltr' | 'rtl' };
}

/**
 * docs/behaviour.md#error-page: title, status and message; then what a reader who followed an old
 * link needs first (plain words, search, the way home), and below, the five feeds loaded lazily.
 */
export function ErrorPage({
  status = DEFAULT_ERROR_STATUS,
  message,
  words: { lang, dir, ...words } = ENGLISH_ERROR_WORDS,
}: ErrorPageProps) {
  return (
    <div data-page-type={ERROR_PAGE_TYPE_SLUG}>
      <h1 className={layout.title} lang={lang} dir={dir}>
        {words.title ?? ERROR_PAGE_TITLE}
      </h1>
      <p className={layout.lead} lang={lang} dir={dir}>
        <strong>{status}</strong> — {message ?? words.unknownError ?? DEFAULT_ERROR_MESSAGE}
      </p>
      <div className={styles.waysOn} lang={lang} dir={dir}>
        <p className={styles.explanation}>{isNotFound(status) ? words.notFound : words.failed}</p>
        <SearchBox id="error-page-search" label={words.search} submitLabel={words.searchSubmit} />
        <ul className={styles.links}>
          <li>
            <a href="/">{words.home}</a>
          </li>
        </ul>
      </div>
      <div className={styles.feeds}>
        {FEED_KINDS.map((kind) => (
          <LazyFeed key={kind} kind={kind} />
        ))}
      </div>
    </div>
  );
}
