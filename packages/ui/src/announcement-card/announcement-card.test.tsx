import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementCard } from './announcement-card';
import { examples } from './announcement-card.examples';

describe('announcement card', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as an article with a title link',
    (_, props) => {
      render(<AnnouncementCard {...props} />);
      expect(screen.getByRole('article')).toBeTruthy();
      expect(screen.getByRole('link', { name: props.title }).getAttribute('href')).toBe(props.url);
    },
  );

  it('writes the date in the organization time zone inside <time dateTime>', () => {
    const { container } = render(<AnnouncementCard {...examples.default} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-02-03T15:00:00Z');
    expect(time?.textContent).toBe('February 3, 2025');
  });

  it('writes the date in the page language', () => {
    const { container } = render(<AnnouncementCard {...examples.spanish} />);
    expect(container.querySelector('time')?.textContent).toBe('3 de febrero de 2025');
  });
});
