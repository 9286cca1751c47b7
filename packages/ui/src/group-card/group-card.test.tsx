import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupCard } from './group-card';
import { examples } from './group-card.examples';

describe('group card', () => {
  it.each(Object.entries(examples))(
    'renders the %s example with a message link to /contact',
    (_, props) => {
      render(<GroupCard {...props} />);
      const link = screen.getByRole('link', { name: `Send ${props.group.title} a message` });
      expect(link.getAttribute('href')).toBe(`/contact?to=${props.group.id}`);
    },
  );

  it('shows where the office is', () => {
    render(<GroupCard {...examples.transportation} />);
    expect(screen.getByText('Meadowlark, CO 80191')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buses and transportation' })).toBeTruthy();
  });
});
