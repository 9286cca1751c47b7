import { describe, expect, it, vi } from 'vitest';
import { notification } from '../../test/fixtures';
import {
  activeNotifications,
  dismissedCount,
  dismissedReducer,
  dismissedStorageKey,
  dismissNotification,
  parseDismissedIds,
  toggleAllNotifications,
} from './dismissed';

const a = notification({ id: 'a' });
const b = notification({ id: 'b' });
const banner = notification({ id: 'banner', type: 'banner' });
const loaded = [a, b, banner];

describe('dismissed notifications', () => {
  it('stores dismissed ids under {brand}-notifications-dimissed-ids (spelled dimissed)', () => {
    expect(dismissedStorageKey('mvsd')).toBe('mvsd-notifications-dimissed-ids');
  });

  it('reads stored ids, ignoring anything that is not a list of strings', () => {
    expect(parseDismissedIds('["a","b","a",3]')).toEqual(['a', 'b']);
    expect(parseDismissedIds('{"a":1}')).toEqual([]);
    expect(parseDismissedIds('not json')).toEqual([]);
    expect(parseDismissedIds(null)).toEqual([]);
  });

  it('computes active notifications as loaded minus dismissed', () => {
    expect(activeNotifications(loaded, ['b', 'gone']).map((n) => n.id)).toEqual(['a', 'banner']);
  });

  it('counts only dismissed notifications that are loaded', () => {
    expect(dismissedCount(loaded, ['b', 'gone'])).toBe(1);
    expect(dismissedCount(loaded, [])).toBe(0);
  });

  it('dismisses one notification by adding its id', () => {
    expect(dismissNotification({ dismissedIds: [] }, a)).toEqual({ dismissedIds: ['a'] });
  });

  it('does not add an id twice', () => {
    const state = { dismissedIds: ['a'] };
    expect(dismissNotification(state, a)).toBe(state);
  });

  it('lets the before-dismiss hook veto a dismissal', () => {
    const veto = vi.fn(() => false);
    const state = { dismissedIds: [] };
    expect(dismissNotification(state, a, veto)).toBe(state);
    expect(veto).toHaveBeenCalledWith(a);
    expect(dismissNotification(state, a, () => true)).toEqual({ dismissedIds: ['a'] });
  });

  it('never dismisses a notification that is not dismissible', () => {
    const state = { dismissedIds: [] };
    expect(dismissNotification(state, notification({ id: 'x', dismissible: false }))).toBe(state);
  });

  it('toggle all without dismissed ids dismisses every active floating notification', () => {
    const pinned = notification({ id: 'pinned', dismissible: false });
    expect(toggleAllNotifications({ dismissedIds: [] }, [...loaded, pinned])).toEqual({
      dismissedIds: ['a', 'b'],
    });
  });

  it('toggle all with dismissed ids clears every dismissal', () => {
    expect(toggleAllNotifications({ dismissedIds: ['a', 'stale'] }, loaded)).toEqual({
      dismissedIds: [],
    });
  });

  it('toggle all with only stale ids dismisses the active floating ones', () => {
    expect(toggleAllNotifications({ dismissedIds: ['stale'] }, loaded)).toEqual({
      dismissedIds: ['stale', 'a', 'b'],
    });
  });

  it('toggle all with nothing to dismiss leaves the state as it is', () => {
    const state = { dismissedIds: [] };
    expect(toggleAllNotifications(state, [banner])).toBe(state);
  });

  it('works as a reducer', () => {
    let state = dismissedReducer(
      { dismissedIds: [] },
      { type: 'restore', dismissedIds: ['x', 'x'] },
    );
    expect(state).toEqual({ dismissedIds: ['x'] });
    state = dismissedReducer(state, { type: 'dismiss', notification: a });
    expect(state.dismissedIds).toEqual(['x', 'a']);
    state = dismissedReducer(state, {
      type: 'dismiss',
      notification: b,
      beforeDismiss: () => false,
    });
    expect(state.dismissedIds).toEqual(['x', 'a']);
    state = dismissedReducer(state, { type: 'toggle-all', loaded });
    expect(state.dismissedIds).toEqual([]);
  });
});
