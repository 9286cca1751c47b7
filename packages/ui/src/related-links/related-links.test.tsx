import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelatedLinks, RelatedPages } from './related-links';
import { linkExamples, pageExamples } from './related-links.examples';

describe('related pages and links', () => {
  it('lists related pages in a navigation region named by its heading', () => {
    render(<RelatedPages {...pageExamples.default} />);
    const nav = screen.getByRole('navigation', { name: 'Related pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/academics/kindergarten', '/preschool']);
  });

  it('tells screen reader users which links leave the site', () => {
    render(<RelatedLinks {...linkExamples.mixed} />);
    const nav = screen.getByRole('navigation', { name: 'Related links' });
    expect(within(nav).getByRole('link', { name: 'Boundary maps (another site)' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('renders nothing when there are no links', () => {
    const { container } = render(<RelatedPages links={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
