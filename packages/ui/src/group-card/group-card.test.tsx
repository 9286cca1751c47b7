import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupCard } from './group-card';
import { examples } from './group-card.examples';

describe('group card', () => {
  const withForm = Object.entries(examples).filter(([name]) => name !== 'withoutForm');
  it.each(withForm)('renders the %s example with a message link to /contact', (_, props) => {
    render(<GroupCard {...props} />);
    const link = screen.getByRole('link', { name: `Send ${props.group.title} a message` });
    expect(link.getAttribute('href')).toBe(`/contact?to=${props.group.id}`);
  });

  it('offers the e-mail address and phone, no form link, where the site has no contact form', () => {
    render(<GroupCard {...examples.withoutForm} />);
    expect(screen.getByRole('link', { name: 'enroll@example.org' }).getAttribute('href')).toBe(
      'mailto:enroll@example.org',
    );
    expect(screen.getByRole('link', { name: '(303) 555-0120' }).getAttribute('href')).toBe(
      'tel:3035550120',
    );
    expect(screen.queryByRole('link', { name: /a message/ })).toBeNull();
  });

  it('shows where the office is', () => {
    render(<GroupCard {...examples.transportation} />);
    expect(screen.getByText('Meadowlark, CO 80191')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buses and transportation' })).toBeTruthy();
  });

  it('keeps the address, number and e-mail address out of machine translation, not the title', () => {
    const { container } = render(<GroupCard {...examples.transportation} contactForm={false} />);
    const kept = [...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent);
    expect(kept).toEqual([
      expect.stringContaining('100 Depot Road'),
      '(303) 555-0110',
      'transportation@example.org',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Transportation' }).closest('[translate]'),
    ).toBeNull();
  });
});
