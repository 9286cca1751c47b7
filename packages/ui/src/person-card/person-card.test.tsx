import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonCard } from './person-card';
import { examples } from './person-card.examples';

describe('person card', () => {
  const withForm = Object.entries(examples).filter(([name]) => name !== 'withoutForm');
  it.each(withForm)(
    'renders the %s example with a message link to /contact for the CMS person id',
    (_, props) => {
      render(<PersonCard {...props} />);
      const link = screen.getByRole('link', { name: `Send ${props.person.displayName} a message` });
      expect(link.getAttribute('href')).toBe(`/contact?to=${props.person.id}`);
    },
  );

  it('shows the job title, falling back to the employee record', () => {
    render(<PersonCard {...examples.minimal} />);
    expect(screen.getByText('Counselor')).toBeTruthy();
  });

  it('makes the phone number a tap-to-call link', () => {
    render(<PersonCard {...examples.principal} />);
    expect(screen.getByRole('link', { name: '(303) 555-0142' }).getAttribute('href')).toBe(
      'tel:3035550142',
    );
  });

  it('offers the e-mail address and phone, no form link, where the site has no contact form', () => {
    render(<PersonCard {...examples.withoutForm} />);
    expect(
      screen.getByRole('link', { name: 'renata.salazar@example.org' }).getAttribute('href'),
    ).toBe('mailto:renata.salazar@example.org');
    expect(screen.getByRole('link', { name: '(303) 555-0142' }).getAttribute('href')).toBe(
      'tel:3035550142',
    );
    expect(screen.queryByRole('link', { name: /a message/ })).toBeNull();
  });

  it('prints no e-mail address where the site has a contact form', () => {
    render(<PersonCard {...examples.withoutForm} contactForm />);
    expect(screen.queryByText('renata.salazar@example.org')).toBeNull();
  });

  it('names the message link in the reader’s language when given the words', () => {
    render(
      <PersonCard {...examples.principal} messageLabel={(name) => `Enviar un mensaje a ${name}`} />,
    );
    const name = examples.principal.person.displayName;
    expect(
      screen.getByRole('link', { name: `Enviar un mensaje a ${name}` }).getAttribute('href'),
    ).toBe(`/contact?to=${examples.principal.person.id}`);
  });

  it('keeps the name and the number out of machine translation, not the job title', () => {
    const { container } = render(<PersonCard {...examples.principal} />);
    const kept = [...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent);
    expect(kept).toEqual([examples.principal.person.displayName, '(303) 555-0142']);
    const withoutForm = render(<PersonCard {...examples.withoutForm} contactForm={false} />);
    const email = examples.withoutForm.person.email ?? '';
    expect(withoutForm.getByRole('link', { name: email }).getAttribute('translate')).toBe('no');
  });
});
