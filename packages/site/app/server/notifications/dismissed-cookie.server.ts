/** Dismissed notifications without JavaScript (docs/behaviour.md#notification-states): a session cookie. */
import type { Notification } from '@district/core/entities/notification';
import { parseDismissedIds, toggleAllNotifications } from '@district/core/notifications/dismissed';
import { readCookie, writeCookie } from '../http/cookies.server';

/** At most this many ids are remembered (a notification lives days, not months). */
const MAX_IDS = 50;
const ID = /^[A-Za-z0-9-]{1,100}$/;

export function dismissedCookieName(brand: string): string {
  return `${brand}-notifications-dismissed`;
}

export function readDismissedIds(request: Request, brand: string): string[] {
  return dismissedIdsIn(readCookie(request, dismissedCookieName(brand)));
}

/**
 * The ids a cookie value holds as the site reads them (well-formed, each once, the last MAX_IDS).
 * The page cache keys on this reading, so it must match {@link dismissedValue}.
 */
export function dismissedIdsIn(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    return parseDismissedIds(value)
      .filter((id) => ID.test(id))
      .slice(-MAX_IDS);
  } catch {
    return [];
  }
}

/** The cookie's value for a list of ids, as the site writes it. */
export function dismissedValue(ids: readonly string[]): string {
  return JSON.stringify(ids.slice(-MAX_IDS));
}

/** The Set-Cookie for a list of ids: a session cookie, Lax, for the whole site. */
export function dismissedCookie(brand: string, ids: readonly string[], secure: boolean): string {
  return writeCookie(dismissedCookieName(brand), dismissedValue(ids), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** Whether a posted form is the toggle-all button (else it dismisses one notification). */
export function isToggleAllForm(form: FormData): boolean {
  return form.get('toggle') === 'all';
}

/**
 * The ids after a posted form: one more, or core's toggle-all decided against `shown`; the posted
 * ids are not trusted to say what is shown.
 */
export function applyDismissForm(
  current: readonly string[],
  form: FormData,
  shown: readonly Pick<Notification, 'id' | 'type' | 'dismissible'>[],
): string[] {
  if (isToggleAllForm(form)) {
    return [...toggleAllNotifications({ dismissedIds: current }, shown).dismissedIds];
  }
  const id = String(form.get('id') ?? '');
  if (!ID.test(id) || current.includes(id)) return [...current];
  return [...current, id];
}

/** A same-site path to go back to; anything else goes home. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '/';
  return /^\/(?!\/)[^\s\\]*$/.test(path) && path.length <= 2_000 ? path : '/';
}
