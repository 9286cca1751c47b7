/** The analytics event a site search records (docs/behaviour.md#analytics). */
export const SEARCH_EVENT = { action: 'Searched', category: 'Website Search' } as const;

/** An analytics event. */
export interface AnalyticsEvent {
  action: string;
  category: string;
  label: string;
}

/** The `Searched` event of a site search, labelled with the keywords. */
export function searchedEvent(keywords: string): AnalyticsEvent {
  return { ...SEARCH_EVENT, label: keywords };
}
