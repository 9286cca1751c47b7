import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  ERROR_PAGE_TITLE,
  ERROR_PAGE_TYPE_SLUG,
} from '@district/core/errors/catalogue';
import { FEED_KINDS } from '@district/core/feeds/kinds';
import * as layout from './layout.css';
import { LazyFeed } from './lazy-feed';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  status?: number;
  message?: string;
  error?: unknown;
  /** The ways on, in the reader's language where the chrome has them (English by default). */
  links?: { home: string; search: string; lang?: string; dir?: 'ltr' | 'rtl' };
}

/**
 * SPEC section 8: title `An error occurred`, the status (default 500) and the message (default
 * `An unknown error occurred`); below, the five feeds, each loading when it scrolls into view.
 */
export function ErrorPage({
  status = DEFAULT_ERROR_STATUS,
  message = DEFAULT_ERROR_MESSAGE,
  links: { home, search, ...lang } = { home: 'Go to the home page', search: 'Search the site' },
}: ErrorPageProps) {
  return (
    <div data-page-type={ERROR_PAGE_TYPE_SLUG}>
      <h1 className={layout.title}>{ERROR_PAGE_TITLE}</h1>
      <p className={layout.lead}>
        <strong>{status}</strong> — {message}
      </p>
      <ul {...lang}>
        <li>
          <a href="/">{home}</a>
        </li>
        <li>
          <a href="/search">{search}</a>
        </li>
      </ul>
      <div className={layout.grid}>
        {FEED_KINDS.map((kind) => (
          <LazyFeed key={kind} kind={kind} />
        ))}
      </div>
    </div>
  );
}
