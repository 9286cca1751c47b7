import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';
import { examples } from './breadcrumb.examples';

describe('breadcrumb', () => {
  it('is a navigation landmark named Breadcrumb with an ordered list of links', () => {
    render(<Breadcrumb {...examples.twoLevels} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Academics', 'Kindergarten']);
  });

  it('marks only the last crumb as the current page', () => {
    render(<Breadcrumb {...examples.twoLevels} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('renders the single-crumb example as the current page', () => {
    render(<Breadcrumb {...examples.homeOnly} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks a crumb in another language than the trail with its language', () => {
    render(<Breadcrumb {...examples.spanishSteps} />);
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['es', 'es', null]);
    expect(links.map((link) => link.getAttribute('dir'))).toEqual(['ltr', 'ltr', null]);
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
