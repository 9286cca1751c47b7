import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * The form routes' `shouldRevalidate`. With single fetch, Remix does not load a page again after
 * a 4xx answer to its post, so a page whose post was refused by the CSRF check (403: no cookie,
 * or a token signed before a restart) would keep its stale token and every retry would be refused
 * too: after a 403 the loader runs again and issues a fresh token (and cookie). Otherwise the
 * default, which single fetch hides from a route's own function (it passes `true` even after a
 * 4xx): after a post, again unless the answer was an error status.
 */
export const revalidateFormPage: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => {
  if (actionStatus === undefined) return defaultShouldRevalidate;
  return actionStatus === 403 || actionStatus < 400;
};
