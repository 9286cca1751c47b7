import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePicker } from './language-picker';
import { examples } from './language-picker.examples';

describe('language picker', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a labelled select named lang',
    (_, props) => {
      render(<LanguagePicker {...props} />);
      const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
      expect(select.name).toBe('lang');
      expect(select.value).toBe(props.current);
    },
  );

  it('labels each option name (nativeName) in its own language', () => {
    render(<LanguagePicker {...examples.english} />);
    const arabic = screen.getByRole('option', { name: 'Arabic (العربية)' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('value')).toBe('ar');
    // Each label begins with its English name: left to right even on a right-to-left page.
    expect(arabic.getAttribute('dir')).toBe('ltr');
  });

  it('shows the featured languages first, in a group of their own, then the rest', () => {
    const { container } = render(<LanguagePicker {...examples.featuredFirst} />);
    const groups = [...container.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Common languages', 'More languages']);
    const values = (group: Element | undefined) =>
      [...(group?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(values(groups[0])).toEqual(['en', 'so']);
    expect(values(groups[1])).toEqual(['es', 'ar', 'fa', 'vi']);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('so');
  });

  it('has no groups when no language is featured', () => {
    const { container } = render(<LanguagePicker {...examples.english} />);
    expect(container.querySelector('optgroup')).toBeNull();
    expect(container.querySelectorAll('option')).toHaveLength(5);
  });

  it('is a GET form with a submit button, so it works without JavaScript', () => {
    const { container } = render(<LanguagePicker {...examples.english} />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('get');
    expect(screen.getByRole('button', { name: 'Change language' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('keeps the other query parameters and never duplicates lang', () => {
    const { container } = render(<LanguagePicker {...examples.arabicOnSearch} />);
    const hidden = [...container.querySelectorAll('input[type="hidden"]')].map(
      (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`,
    );
    expect(hidden).toEqual(['q=bus routes']);
  });
});
