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
}

/**
 * SPEC section 8: title `An error occurred`, the status (default 500) and the message (default
 * `An unknown error occurred`); below, the five feeds, each loading when it scrolls into view.
 */
export function ErrorPage({
  status = DEFAULT_ERROR_STATUS,
  message = DEFAULT_ERROR_MESSAGE,
}: ErrorPageProps) {
  return (
    <div data-page-type={ERROR_PAGE_TYPE_SLUG}>
      <h1 className={layout.title}>{ERROR_PAGE_TITLE}</h1>
      <p className={layout.lead}>
        <strong>{status}</strong> — {message}
      </p>
      <p>
        <a href="/">Go to the home page</a> or <a href="/search">search the site</a>.
      </p>
      <div className={layout.grid}>
        {FEED_KINDS.map((kind) => (
          <LazyFeed key={kind} kind={kind} />
        ))}
      </div>
    </div>
  );
}
