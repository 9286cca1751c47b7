import type { Notification } from '../entities/notification';
import { notificationType } from './display-rules';

/**
 * Local-storage key of the dismissed ids; the spelling "dimissed" is kept for old browsers
 * (docs/behaviour.md#notification-states).
 */
export function dismissedStorageKey(brand: string): string {
  return `${brand}-notifications-dimissed-ids`;
}

/** Reads the stored dismissed ids; anything but a JSON array of strings reads as none. */
export function parseDismissedIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string'))]
      : [];
  } catch {
    return [];
  }
}

/** The dismissed-notification state of the chrome. */
export interface DismissedState {
  dismissedIds: readonly string[];
}

/** A hook that may veto a dismissal by answering false. */
export type BeforeDismiss = (notification: Notification) => boolean;

type Loaded = Pick<Notification, 'id' | 'type' | 'dismissible'>;

/** Active notifications: the loaded ones minus the dismissed ones, in loaded order. */
export function activeNotifications<T extends Pick<Notification, 'id'>>(
  loaded: readonly T[],
  dismissedIds: readonly string[],
): T[] {
  const dismissed = new Set(dismissedIds);
  return loaded.filter((notification) => !dismissed.has(notification.id));
}

/** How many of the loaded notifications are dismissed (stale stored ids do not count). */
export function dismissedCount(
  loaded: readonly Pick<Notification, 'id'>[],
  dismissedIds: readonly string[],
): number {
  const dismissed = new Set(dismissedIds);
  return loaded.filter((notification) => dismissed.has(notification.id)).length;
}

/**
 * Dismisses one notification: adds its id unless already there, the notification is not
 * dismissible, or `beforeDismiss` vetoes it (then the state is returned unchanged).
 */
export function dismissNotification(
  state: DismissedState,
  notification: Notification,
  beforeDismiss?: BeforeDismiss,
): DismissedState {
  if (!notification.dismissible || state.dismissedIds.includes(notification.id)) return state;
  if (beforeDismiss && !beforeDismiss(notification)) return state;
  return { dismissedIds: [...state.dismissedIds, notification.id] };
}

/**
 * Toggle all (docs/behaviour.md#notification-states): if any loaded notification is dismissed,
 * every dismissal is cleared; otherwise every active floating (dismissible) notification is
 * dismissed.
 */
export function toggleAllNotifications(
  state: DismissedState,
  loaded: readonly Loaded[],
): DismissedState {
  if (dismissedCount(loaded, state.dismissedIds) > 0) return { dismissedIds: [] };
  const toDismiss = activeNotifications(loaded, state.dismissedIds)
    .filter(
      (notification) => notificationType(notification) === 'floating' && notification.dismissible,
    )
    .map((notification) => notification.id);
  if (toDismiss.length === 0) return state;
  return { dismissedIds: [...state.dismissedIds, ...toDismiss] };
}

/** Actions of {@link dismissedReducer}. */
export type DismissedAction =
  | { type: 'dismiss'; notification: Notification; beforeDismiss?: BeforeDismiss }
  | { type: 'toggle-all'; loaded: readonly Loaded[] }
  | { type: 'restore'; dismissedIds: readonly string[] };

/** The dismissed-notification state as a pure reducer (for `useReducer`). */
export function dismissedReducer(state: DismissedState, action: DismissedAction): DismissedState {
  switch (action.type) {
    case 'dismiss':
      return dismissNotification(state, action.notification, action.beforeDismiss);
    case 'toggle-all':
      return toggleAllNotifications(state, action.loaded);
    case 'restore':
      return { dismissedIds: [...new Set(action.dismissedIds)] };
  }
}
