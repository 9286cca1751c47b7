import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkDisclosure } from './link-disclosure';

const SCHOOLS = [
  { label: 'Meadowlark Valley School District', url: 'https://meadowlarkvalley.org' },
  { label: 'Aspen Grove Elementary', url: 'https://aspengrove.meadowlarkvalley.org' },
];

describe('link disclosure', () => {
  it('keeps its links closed behind a summary until it is opened', () => {
    const { container } = render(<LinkDisclosure label="Our schools" links={SCHOOLS} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Our schools');
  });

  // Opening it from the keyboard is the browser's own <details> behaviour (jsdom has none): the
  // site's browser tests check it.
  it('offers each option as a plain link in a navigation region named by the summary', () => {
    render(<LinkDisclosure label="Our schools" links={SCHOOLS} />);
    const region = screen.getByRole('navigation', { name: 'Our schools' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SCHOOLS.map((school) => [school.label, school.url]),
    );
  });

  it('marks links left in another language than the page', () => {
    const { container } = render(
      <LinkDisclosure
        label="Anuncios por tema"
        links={[{ label: 'Transportation', url: '/announcements?category=Transportation' }]}
        linksLang="en"
      />,
    );
    expect(container.querySelector('ul')?.getAttribute('lang')).toBe('en');
  });

  it('renders nothing without links', () => {
    const { container } = render(<LinkDisclosure label="Our schools" links={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the links as names machine translation leaves alone, when asked', () => {
    const links = [{ label: 'Aspen Grove Elementary', url: 'https://aspengrove.example.org' }];
    const { container } = render(
      <LinkDisclosure label="Nuestras escuelas" links={links} linksTranslate="no" />,
    );
    expect(container.querySelector('ul')?.getAttribute('translate')).toBe('no');
    expect(container.querySelector('summary')?.closest('[translate="no"]')).toBeNull();
  });
});
