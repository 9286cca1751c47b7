import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedPanel } from './feed-panel';
import { examples } from './feed-panel.examples';

describe('feed panel', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a region named by its title',
    (_, props) => {
      render(<FeedPanel {...props} />);
      const region = screen.getByRole('region', { name: props.title });
      expect(within(region).getByRole('heading', { level: 2, name: props.title })).toBeTruthy();
    },
  );

  it('links to more items with its label', () => {
    render(<FeedPanel {...examples.announcements} />);
    expect(screen.getByRole('link', { name: 'More Announcements' }).getAttribute('href')).toBe(
      '/announcements',
    );
  });

  it('lists its children as items', () => {
    render(
      <FeedPanel {...examples.events}>
        <p>First</p>
        <p>Second</p>
      </FeedPanel>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('says so when there is nothing to show, and offers no link without a label', () => {
    render(<FeedPanel {...examples.empty} />);
    expect(screen.getByText('No files yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers its subscription links by what they do, their visible words inside the name', () => {
    render(<FeedPanel {...examples.subscribable} />);
    const region = screen.getByRole('region', { name: 'Events' });
    const list = within(region).getByRole('group', { name: 'Subscribe' });
    const google = within(list).getByRole('link', {
      name: 'Subscribe to the calendar in Google Calendar',
    });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(google.textContent).toBe('Google Calendar');
    expect(
      within(list)
        .getByRole('link', { name: 'Subscribe to the calendar in your calendar app' })
        .getAttribute('href'),
    ).toBe('webcal://www.meadowlarkvalley.org/events.ics');
  });

  it('shows no subscription row without links', () => {
    render(<FeedPanel {...examples.announcements} subscribe={{ label: 'Subscribe', links: [] }} />);
    expect(screen.queryByText('Subscribe')).toBeNull();
  });
});
