import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-date';

describe('card dates', () => {
  it('writes a date in the organization time zone', () => {
    // 03:00 UTC on the 4th is still the 3rd in Denver.
    expect(formatDate('2025-02-04T03:00:00Z', {})).toBe('February 3, 2025');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('next Tuesday', {})).toBe('next Tuesday');
  });

  it('falls back to English in UTC when the configured zone is unknown', () => {
    expect(formatDate('2025-02-04T03:00:00Z', { timeZone: 'Mars/Olympus' })).toBe(
      'February 4, 2025',
    );
  });

  it('writes each language and zone with its own options, constant or not', () => {
    const time = Object.freeze({ hour: 'numeric', minute: '2-digit' } as const);
    const iso = '2025-02-04T03:00:00Z';
    expect(formatDate(iso, {}, time)).toBe('8:00 PM');
    expect(formatDate(iso, { timeZone: 'UTC' }, time)).toBe('3:00 AM');
    expect(formatDate(iso, { locale: 'de', timeZone: 'UTC' }, time)).toBe('3:00');
    expect(formatDate(iso, { timeZone: 'UTC' }, { hour: 'numeric' })).toBe('3 AM');
    expect(formatDate(iso, { timeZone: 'UTC' }, time)).toBe('3:00 AM');
  });

  it('writes a calendar day in full, the same day wherever the reader is', () => {
    expect(formatDay('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(formatDay('2026-11-20', 'es')).toBe('viernes, 20 de noviembre de 2026');
  });
});
