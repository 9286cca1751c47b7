import { describe, expect, it } from 'vitest';
import {
  PUSH_BODY_MAX,
  pushNoticeOf,
  pushTopicOf,
  pushTtlSeconds,
  pushUrgencyOf,
} from './push-message';

const words = {
  title: 'Escuelas cerradas hoy',
  body: 'Todas las escuelas están cerradas por la nieve.',
  importance: 'Cerrado',
  organization: 'Meadowlark Valley School District',
  url: 'https://www.meadowlarkvalley.org/announcements/snow-day?lang=es',
  lang: 'es',
  dir: 'ltr' as const,
};

describe('push message of an alert revision', () => {
  it('tags the notification with the notice id and gives every revision one Topic', () => {
    const notice = pushNoticeOf(
      { noticeId: 'n-1', tone: 'closed', expires: '2026-01-12T20:00:00.000Z' },
      words,
    );
    expect(notice.message).toEqual({ ...words, tag: 'n-1' });
    expect(notice.topic).toBe(pushTopicOf('n-1'));
    expect(notice.expiresAt).toBe(Date.parse('2026-01-12T20:00:00.000Z'));
    const revised = pushNoticeOf(
      { noticeId: 'n-1', tone: 'delayed', expires: null },
      { ...words, title: 'Dos horas de retraso' },
    );
    expect(revised.topic).toBe(notice.topic);
    expect(pushTopicOf('n-2')).not.toBe(notice.topic);
  });

  it('makes a Topic of 32 URL-safe base64 characters from any id', () => {
    for (const id of ['6b0e4a1c-0000-4000-8000-00000000a1e7', 'a', 'é/ü?&'.repeat(40)]) {
      expect(pushTopicOf(id)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('is urgent for closures, delays and emergencies only', () => {
    expect(['closed', 'delayed', 'emergency'].map((t) => pushUrgencyOf(t as never))).toEqual([
      'high',
      'high',
      'high',
    ]);
    expect(['open', 'alert', 'info', 'success'].map((t) => pushUrgencyOf(t as never))).toEqual([
      'normal',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('runs TTL to the expiry, at most a day, and 0 once it has passed', () => {
    const now = Date.parse('2026-01-12T06:00:00.000Z');
    expect(pushTtlSeconds(now + 90_500, now)).toBe(90);
    expect(pushTtlSeconds(now + 3 * 86_400_000, now)).toBe(86_400);
    expect(pushTtlSeconds(null, now)).toBe(86_400);
    expect(pushTtlSeconds(now - 1, now)).toBe(0);
  });

  it('shortens a long description at a word, within the payload bound', () => {
    const body = `${'Nieve y hielo en las carreteras. '.repeat(30)}Fin.`;
    const { message } = pushNoticeOf(
      { noticeId: 'n-1', tone: 'closed', expires: null },
      { ...words, body },
    );
    expect(message.body.length).toBeLessThanOrEqual(PUSH_BODY_MAX);
    expect(message.body.endsWith('…')).toBe(true);
    expect(message.body).not.toMatch(/\s…$/);
  });

  it('refuses words it cannot show (no title, a URL that is not one)', () => {
    const revision = { noticeId: 'n-1', tone: 'closed' as const, expires: null };
    expect(() => pushNoticeOf(revision, { ...words, title: ' ' })).toThrow();
    expect(() => pushNoticeOf(revision, { ...words, url: '/relative' })).toThrow();
  });
});
