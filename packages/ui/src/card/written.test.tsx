import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementCard } from '../announcement-card/announcement-card';
import { examples as announcements } from '../announcement-card/announcement-card.examples';
import { EventCard } from '../event-card/event-card';
import { examples as events } from '../event-card/event-card.examples';
import { FileCard } from '../file-card/file-card';
import { examples as files } from '../file-card/file-card.examples';
import { writeEventTimes, writeFileFacts, writeMessageDate } from './written';

const times = (container: HTMLElement) =>
  [...container.querySelectorAll('time')].map((t) => [t.getAttribute('dateTime'), t.textContent]);

describe('cards show the words they are given (a site writes them on its server)', () => {
  it('an event card shows the given day and times, at the instants it was given', () => {
    const { container } = render(
      <EventCard {...events.timed} written={{ day: 'the day', start: 'from', end: 'to' }} />,
    );
    expect(times(container)).toEqual([
      ['2025-04-08T00:30:00Z', 'the day'],
      ['2025-04-08T00:30:00Z', 'from'],
      ['2025-04-08T02:30:00Z', 'to'],
    ]);
  });

  it('a file card shows the given size and date', () => {
    const { container } = render(
      <FileCard {...files.pdf} written={{ size: 'big', modified: 'lately' }} />,
    );
    expect(screen.getByText('PDF, big')).toBeTruthy();
    expect(times(container)).toEqual([['2025-01-15T17:00:00Z', 'lately']]);
  });

  it('a message card shows the given date', () => {
    const { container } = render(
      <AnnouncementCard {...announcements.default} written={{ date: 'the other day' }} />,
    );
    expect(times(container)).toEqual([[announcements.default.publishDateTime, 'the other day']]);
  });

  it('writes an event’s day and times where the organization is, in the content’s language', () => {
    const board = { start: '2025-04-08T00:30:00Z', end: '2025-04-08T02:30:00Z' };
    expect(writeEventTimes(board, { locale: 'en', timeZone: 'America/Denver' })).toEqual({
      day: 'Monday, April 7',
      start: '6:30 PM',
      end: '8:30 PM',
    });
    expect(writeEventTimes({ start: board.start }, { locale: 'es', timeZone: 'UTC' })).toEqual({
      day: 'martes, 8 de abril',
      start: '0:30',
      end: null,
    });
  });

  it('writes a file’s size and date, and nothing for what is unknown', () => {
    const handbook = { size: 2_516_582, modifiedDateTime: '2025-01-15T17:00:00Z' };
    expect(writeFileFacts(handbook, { locale: 'es', timeZone: 'UTC' })).toEqual({
      size: '2,4 MB',
      modified: '15 de enero de 2025',
    });
    expect(writeFileFacts({}, { locale: 'en' })).toEqual({ size: null, modified: null });
  });

  it('writes a message’s date, or none', () => {
    expect(writeMessageDate('2025-02-03T15:00:00Z', { timeZone: 'UTC' })).toEqual({
      date: 'February 3, 2025',
    });
    expect(writeMessageDate(null, {})).toEqual({ date: null });
  });
});
