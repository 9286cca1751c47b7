import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';
import { examples } from './search-box.examples';

describe('search box', () => {
  it('is a search landmark whose form GETs /search with q', () => {
    render(<SearchBox {...examples.default} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const input = screen.getByRole('searchbox', { name: 'Search this site' });
    expect(input.getAttribute('name')).toBe('q');
  });

  it('has a submit button named Submit search', () => {
    render(<SearchBox {...examples.default} />);
    expect(screen.getByRole('button', { name: 'Submit search' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('shows the current keywords', () => {
    render(<SearchBox {...examples.withKeywords} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('bus routes');
  });

  it('keeps hidden fields such as the language', () => {
    const { container } = render(<SearchBox {...examples.inHeader} />);
    const hidden = container.querySelector('input[type="hidden"][name="lang"]') as HTMLInputElement;
    expect(hidden.value).toBe('es');
    expect(screen.getByRole('searchbox', { name: 'Search this site' })).toBeTruthy();
  });
});
