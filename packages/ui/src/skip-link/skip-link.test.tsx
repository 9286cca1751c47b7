import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';
import { examples } from './skip-link.examples';

describe('skip link', () => {
  it('links to the main content by default', () => {
    render(<SkipLink {...examples.default} />);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
  });

  it('is the first stop of the Tab key', async () => {
    render(
      <>
        <SkipLink {...examples.customTarget} />
        <a href="/">Home</a>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }));
  });
});
