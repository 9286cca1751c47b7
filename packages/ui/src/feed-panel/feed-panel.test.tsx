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
});
