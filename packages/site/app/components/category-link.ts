/** The query parameter of `/announcements` that keeps one category's announcements. */
export const CATEGORY_PARAM = 'category';

/** The announcements of one category: where a category option leads. */
export function categoryListUrl(category: string): string {
  return `/announcements?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}
