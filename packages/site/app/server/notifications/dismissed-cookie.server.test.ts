import type { Notification } from '@district/core/entities/notification';
import { describe, expect, it } from 'vitest';
import { applyDismissForm, dismissedCookie, readDismissedIds } from './dismissed-cookie.server';

const shown = (id: string, type: Notification['type'] = 'floating', dismissible = true) => ({
  id,
  type,
  dismissible,
});

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const toggleAll = (ids: string[] = []) =>
  form([['toggle', 'all'], ...ids.map((id): [string, string] => ['ids', id])]);

describe('the no-JavaScript dismiss forms', () => {
  it('dismisses one notification once', () => {
    expect(applyDismissForm(['a'], form([['id', 'b']]), [])).toEqual(['a', 'b']);
    expect(applyDismissForm(['a'], form([['id', 'a']]), [])).toEqual(['a']);
    expect(applyDismissForm(['a'], form([['id', 'no spaces']]), [])).toEqual(['a']);
  });

  it('hides the shown floating ones when only ids of expired notifications are dismissed', () => {
    // The button read "Hide notifications": none of the shown ones is dismissed.
    const ids = applyDismissForm(['expired'], toggleAll(['a']), [
      shown('a'),
      shown('banner', 'banner'),
      shown('fixed', 'floating', false),
    ]);
    expect(ids).toEqual(['expired', 'a']);
  });

  it('clears every dismissal when a shown one is dismissed', () => {
    expect(applyDismissForm(['expired', 'a'], toggleAll(), [shown('a'), shown('b')])).toEqual([]);
  });

  it('decides against the notifications shown, not the ids the form posts', () => {
    expect(applyDismissForm([], toggleAll(['posted']), [shown('a')])).toEqual(['a']);
    expect(applyDismissForm(['x'], toggleAll(), [])).toEqual(['x']);
  });

  it('keeps the ids in a session cookie that reads back', () => {
    const cookie = dismissedCookie('mvsd', ['a', 'b'], true);
    expect(cookie).toMatch(
      /^mvsd-notifications-dismissed=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const request = new Request('http://127.0.0.1/', {
      headers: { cookie: cookie.split(';')[0] as string },
    });
    expect(readDismissedIds(request, 'mvsd')).toEqual(['a', 'b']);
  });
});
