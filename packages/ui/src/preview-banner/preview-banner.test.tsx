import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './preview-banner';
import { examples } from './preview-banner.examples';

describe('preview banner', () => {
  it('is a region named Preview mode with a way out', () => {
    render(<PreviewBanner {...examples.default} />);
    const region = screen.getByRole('region', { name: 'Preview mode' });
    expect(within(region).getByRole('link', { name: 'Leave preview' }).getAttribute('href')).toBe(
      '/about-us',
    );
  });

  it('is marked English, left to right, whatever the page’s language', () => {
    render(<PreviewBanner {...examples.default} />);
    const region = screen.getByRole('region', { name: 'Preview mode' });
    expect(region.getAttribute('lang')).toBe('en');
    expect(region.getAttribute('dir')).toBe('ltr');
  });
});
