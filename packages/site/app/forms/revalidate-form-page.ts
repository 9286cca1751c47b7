import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * The form routes' `shouldRevalidate`: single fetch does not reload after a 4xx, so after a CSRF
 * 403 the page would keep its stale token and every retry fail; reload then for a fresh one.
 * Otherwise reload after a post unless it answered an error (single fetch hides the default).
 */
export const revalidateFormPage: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => {
  if (actionStatus === undefined) return defaultShouldRevalidate;
  return actionStatus === 403 || actionStatus < 400;
};
