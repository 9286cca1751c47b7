import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventCard } from './event-card';
import { examples } from './event-card.examples';

describe('event card', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as an article named by its heading',
    (_, props) => {
      render(<EventCard {...props} />);
      expect(screen.getByRole('heading', { level: 3, name: props.title })).toBeTruthy();
    },
  );

  it('renders date and times as <time dateTime> in the organization time zone', () => {
    const { container } = render(<EventCard {...examples.timed} />);
    const times = [...container.querySelectorAll('time')];
    expect(times.map((t) => t.getAttribute('dateTime'))).toEqual([
      '2025-04-08T00:30:00Z',
      '2025-04-08T00:30:00Z',
      '2025-04-08T02:30:00Z',
    ]);
    // 00:30 UTC on the 8th is the evening of the 7th in Denver.
    expect(times.map((t) => t.textContent)).toEqual(['Monday, April 7', '6:30 PM', '8:30 PM']);
  });

  it('says All day instead of times for an all-day event', () => {
    render(<EventCard {...examples.allDay} />);
    expect(screen.getByRole('article').textContent).toContain('All day');
  });

  it('says all day in the reader’s language when given the words', () => {
    render(<EventCard {...examples.allDay} allDayLabel="Todo el día" />);
    const text = screen.getByRole('article').textContent;
    expect(text).toContain(' · Todo el día');
    expect(text).not.toContain('All day');
  });
});
