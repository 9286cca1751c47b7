import type { Page } from '../entities/page';

/** Whether a page is a wayfinding page (`wayfinding-page` or any type slug starting `wayfinding`). */
export function isWayfindingPage(page: Pick<Page, 'pageType'>): boolean {
  return page.pageType.slug.startsWith('wayfinding');
}

/** The category titles of a page, flattening `category` when it is an array; no duplicates. */
export function pageCategoryTitles(page: Pick<Page, 'categories'>): string[] {
  const titles = page.categories.flatMap((entry) =>
    (Array.isArray(entry.category) ? entry.category : [entry.category]).map((c) => c.title),
  );
  return [...new Set(titles)];
}

/**
 * The page categories notifications are matched on (docs/behaviour.md#notification-query): on
 * wayfinding pages the first message's categories stand for the page's (none when the page has no
 * message).
 */
export function notificationPageCategories(
  page: Pick<Page, 'pageType' | 'categories' | 'messages'>,
): string[] {
  if (isWayfindingPage(page)) return [...(page.messages[0]?.message.categories ?? [])];
  return pageCategoryTitles(page);
}
