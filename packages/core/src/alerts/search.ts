/**
 * The search behind a site's alerts: the notification variant of `messages-index` (channel
 * `Notifications`, the site's host and the district wildcard, the site-wide notification
 * categories), widened to the alert categories and back in time by the return-to-open window,
 * so a school-status "open" notice can be told from an ordinary morning's.
 */
import { CHANNELS, NOTIFICATION_CATEGORIES } from '../constants';
import { PUBLISHED_STATUS } from '../messages/visibility';
import {
  keywordQuery,
  leadershipExclusionFilter,
  notificationDestinations,
} from '../search/builders';
import { f, type SearchQuery } from '../search/query';
import { RETURN_TO_OPEN_WINDOW_MS } from './selection';
import type { AlertSettings } from './settings';

/** Most notices one alert search reads: far more than a site shows at once. */
export const ALERT_SEARCH_TOP = 50;

/** Options of {@link buildAlertSearch}. */
export interface AlertSearchOptions {
  now: Date;
  /** The site's host (the organization's website host). */
  host: string;
  districtDomain: string;
  wildcardDestination?: string;
  settings: AlertSettings;
}

/** The notices a site's alerts are selected from (see selectAlerts), newest first. */
export function buildAlertSearch(options: AlertSearchOptions): SearchQuery {
  const since = new Date(options.now.getTime() - RETURN_TO_OPEN_WINDOW_MS);
  return {
    index: 'messages-index',
    keywords: keywordQuery('', false),
    filter: f.and(
      f.eq('status', PUBLISHED_STATUS),
      f.compare('publishDateTime', 'le', options.now),
      f.or(f.eq('expireDateTime', null), f.compare('expireDateTime', 'gt', since)),
      f.any('channels', [CHANNELS.notifications]),
      f.any(
        'destinations',
        notificationDestinations(options.host, options.districtDomain, options.wildcardDestination),
      ),
      f.any('categories', [
        ...new Set([...NOTIFICATION_CATEGORIES, ...options.settings.categories]),
      ]),
      // An alert goes to anonymous readers and to families: never a Leadership message.
      leadershipExclusionFilter(),
    ),
    facets: [],
    orderBy: [{ field: 'publishDateTime', direction: 'desc' }],
    top: ALERT_SEARCH_TOP,
    count: false,
  };
}
