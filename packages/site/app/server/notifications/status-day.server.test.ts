import { describe, expect, it } from 'vitest';
import { fillLabel } from '../../components/labels';
import type { Writing } from '../pages/written.server';
import { HAND_WRITTEN_LABELS, UI_STRINGS } from '../strings/ui-strings.server';
import { calendarDay, postedToday, statusDayWords } from './status-day.server';

const DENVER: Writing = { locales: ['en', 'es'], timeZone: 'America/Denver' };
const AUCKLAND: Writing = { locales: ['en', 'es'], timeZone: 'Pacific/Auckland' };

// Half past midnight on Saturday 28 November 2026 in Auckland (UTC+13): still Friday afternoon
// in Denver (UTC−7).
const NOW = new Date('2026-11-27T11:30:00Z');
// Quarter to midnight on Friday 27 November in Auckland, 45 minutes before NOW.
const LAST_NIGHT_IN_AUCKLAND = '2026-11-27T10:45:00Z';

describe('the day of a status notice', () => {
  it('reads the calendar day in the district’s time zone, not the server’s', () => {
    expect(calendarDay(NOW, 'Pacific/Auckland')).toBe('2026-11-28');
    expect(calendarDay(NOW, 'America/Denver')).toBe('2026-11-27');
    expect(calendarDay(NOW, 'UTC')).toBe('2026-11-27');
  });

  it('calls a status posted before midnight an earlier day’s, 45 minutes later', () => {
    expect(postedToday(LAST_NIGHT_IN_AUCKLAND, NOW, 'Pacific/Auckland')).toBe(false);
    // The same two instants in Denver are both Friday afternoon.
    expect(postedToday(LAST_NIGHT_IN_AUCKLAND, NOW, 'America/Denver')).toBe(true);
    expect(postedToday('not a date', NOW, 'America/Denver')).toBe(false);
  });

  it('says today and its date when posted today, the time alone beside it', () => {
    const words = statusDayWords(LAST_NIGHT_IN_AUCKLAND, NOW, DENVER);
    expect(words.today).toEqual({ en: 'Friday, November 27', es: 'viernes, 27 de noviembre' });
    expect(words.posted.en).toMatch(/^3:45\sAM$/);
    expect(words.posted.es).toMatch(/^3:45/);
  });

  it('says the day it was posted when that was an earlier day, and no date of today', () => {
    const words = statusDayWords(LAST_NIGHT_IN_AUCKLAND, NOW, AUCKLAND);
    expect(words.today).toBeNull();
    expect(words.posted.en).toMatch(/^Friday, November 27 at 11:45\sPM$/);
    expect(words.posted.es).toMatch(/^viernes, 27 de noviembre, 23:45$/);
  });

  it('writes the status card’s line in English and in Spanish from the string tables', () => {
    const now = new Date('2026-11-28T14:00:00Z');
    const { today, posted } = statusDayWords('2026-11-28T13:05:00Z', now, DENVER);
    if (!today) throw new Error('posted this morning in Denver');
    const es = HAND_WRITTEN_LABELS.es;
    if (!es) throw new Error('no Spanish table');
    expect(
      fillLabel(UI_STRINGS.statusToday, { status: UI_STRINGS.noticeOpen, date: today.en }),
    ).toBe('Open today, Saturday, November 28');
    expect(fillLabel(es.statusToday, { status: es.noticeOpen, date: today.es ?? '' })).toBe(
      'Abierto hoy, sábado, 28 de noviembre',
    );
    expect(fillLabel(UI_STRINGS.notificationPosted, { time: posted.en })).toMatch(
      /^Posted 6:05\sAM$/,
    );
    expect(fillLabel(es.notificationPosted, { time: posted.es ?? '' })).toMatch(/^Publicado 6:05/);
  });
});
