import type { Notification } from '@district/core/entities/notification';
import {
  dismissedReducer,
  dismissedStorageKey,
  parseDismissedIds,
} from '@district/core/notifications/dismissed';
import { shownNotifications } from '@district/core/notifications/floating';
import {
  NotificationsArea,
  type NotificationsAreaLabels,
} from '@district/ui/notifications-area/notifications-area';
import { useEffect, useReducer, useRef, useState } from 'react';
import * as layout from './layout.css';
import * as styles from './site-notifications.css';
import { contentInEnglish, langMarks, useChrome } from './use-chrome';
import { inLanguage, type Written } from './written';

/** A notification as the server sends it, with when it was posted (and today's date) in words. */
export type SiteNotification = Notification & {
  posted?: Written<string>;
  today?: Written<string> | null;
};

/** Props of {@link SiteNotifications}. */
export interface SiteNotificationsProps {
  brand: string;
  /** Rendered on the server: the first paint shows them without waiting for JavaScript. */
  initial: readonly SiteNotification[];
  pageCategories: readonly string[];
  /** Notifications of the page's own categories, when it has any; then polled with its path. */
  pageNotifications?: readonly SiteNotification[];
  pollMs: number;
  /** The language the poll asks for, so polled notifications arrive translated. */
  languageCode: string;
  /** Ids dismissed without JavaScript (the session cookie), shown dismissed from the first paint. */
  serverDismissedIds?: readonly string[];
  /** This page, to come back to after a dismissal posted without JavaScript. */
  returnTo: string;
  /** The area's accessible name and its buttons' words, in the reader's language. */
  label?: string;
  labels?: NotificationsAreaLabels;
}

const NONE: readonly SiteNotification[] = [];

/** Where the dismiss forms post when JavaScript is not running. */
const DISMISS_ACTION = '/notifications/dismiss';

/**
 * The notifications area: dismissed ids in local storage under `{brand}-notifications-dimissed-ids`
 * (docs/behaviour.md#notification-states, spelling kept); the list is polled from the API.
 */
export function SiteNotifications({
  brand,
  initial,
  pageCategories,
  pageNotifications = NONE,
  pollMs,
  languageCode,
  serverDismissedIds = [],
  returnTo,
  label,
  labels,
}: SiteNotificationsProps) {
  const [loaded, setLoaded] = useState<readonly SiteNotification[]>(initial);
  const [announceIds, setAnnounceIds] = useState<string[]>([]);
  const [state, dispatch] = useReducer(dismissedReducer, { dismissedIds: [...serverDismissedIds] });
  const restored = useRef(false);
  const storageKey = dismissedStorageKey(brand);

  const [own, setOwn] = useState(pageNotifications);
  useEffect(() => setLoaded(initial), [initial]);
  useEffect(() => setOwn(pageNotifications), [pageNotifications]);
  const withPage = pageNotifications !== NONE;

  // After hydration (the server cannot read local storage), keeping the cookie's dismissals.
  const serverIds = serverDismissedIds.join('|');
  useEffect(() => {
    const fromServer = serverIds ? serverIds.split('|') : [];
    try {
      const stored = parseDismissedIds(window.localStorage.getItem(storageKey));
      dispatch({ type: 'restore', dismissedIds: [...new Set([...fromServer, ...stored])] });
    } catch {
      // Storage can be unavailable (private mode, blocked): dismissals then last for the page.
    }
    restored.current = true;
  }, [storageKey, serverIds]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(state.dismissedIds));
    } catch {
      // See above.
    }
  }, [state.dismissedIds, storageKey]);

  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(
          `/api/notifications?lang=${encodeURIComponent(languageCode)}${withPage ? `&path=${encodeURIComponent(location.pathname)}` : ''}`,
          { headers: { accept: 'application/json' } },
        );
        if (!response.ok) return;
        const body = (await response.json()) as {
          notifications: SiteNotification[];
          pageNotifications?: SiteNotification[];
        };
        setLoaded((previous) => {
          const known = new Set(previous.map((n) => n.id));
          const arrived = body.notifications.filter((n) => !known.has(n.id)).map((n) => n.id);
          if (arrived.length > 0) setAnnounceIds((ids) => [...ids, ...arrived]);
          return body.notifications;
        });
        // The page's own are of its own categories, not the site-wide alerts: shown, not announced.
        if (body.pageNotifications) setOwn(body.pageNotifications);
      } catch {
        // A failed poll keeps what is shown; the next one tries again.
      }
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, languageCode, withPage]);

  // Toggle-all and the dismissed count act on what this page shows: docs/decisions/015.
  const shown = shownNotifications(loaded, own, pageCategories);
  const area = (
    <NotificationsArea
      notifications={shown.map((n) => ({
        ...n,
        // Beside the buttons, in the interface's language (see notificationWriting).
        posted: n.posted ? inLanguage(n.posted, languageCode) : null,
        today: n.today ? inLanguage(n.today, languageCode) : null,
      }))}
      dismissedIds={state.dismissedIds}
      announceIds={announceIds}
      onDismiss={(notification) => {
        const full = shown.find((n) => n.id === notification.id);
        if (full) dispatch({ type: 'dismiss', notification: full });
      }}
      onToggleAll={() => dispatch({ type: 'toggle-all', loaded: shown })}
      dismissAction={DISMISS_ACTION}
      returnTo={returnTo}
      label={label}
      labels={labels}
      toolbarStart={<AlertsLink inline />}
    />
  );
  // On the toggle-all's line when there are notices, to spare a phone's first screen.
  return shown.length > 0 ? area : <AlertsLink />;
}

/** "Get closure alerts" under the notices on every page (docs/alerts.md#the-alerts-page). */
function AlertsLink({ inline = false }: { inline?: boolean }) {
  const chrome = useChrome();
  const code = chrome.labelsInEnglish.includes('getAlerts') ? 'en' : chrome.language.code;
  // The notices sit in an English region where the content stayed English (site-shell.tsx).
  const around = contentInEnglish(chrome) ? 'en' : chrome.language.code;
  const link = (
    <a href="/alerts" className={styles.alertsAnchor} {...langMarks(code, around, chrome.language)}>
      {chrome.labels.getAlerts}
    </a>
  );
  if (inline) return link;
  return (
    <div className={layout.container}>
      <p className={styles.alertsLink}>{link}</p>
    </div>
  );
}
