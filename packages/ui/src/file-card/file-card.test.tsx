import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFileSize, writeFileFacts } from '../card/written';
import { FileCard } from './file-card';
import { examples } from './file-card.examples';

describe('file card', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a link named by the file',
    (_, props) => {
      render(<FileCard {...props} />);
      expect(screen.getByRole('link', { name: props.name }).getAttribute('href')).toBe(props.url);
    },
  );

  it('says what kind of file it is and how big', () => {
    render(<FileCard {...examples.pdf} />);
    expect(screen.getByText('PDF, 2.4 MB')).toBeTruthy();
  });

  it('writes sizes a parent can judge, in their own digits', () => {
    expect(formatFileSize(900)).toBe('900 byte');
    expect(formatFileSize(20_480)).toBe('20 kB');
    expect(formatFileSize(2_516_582, 'es')).toBe('2,4 MB');
    // The same language and unit again is written the same way (the formatter is kept).
    expect(formatFileSize(2_516_582, 'es')).toBe('2,4 MB');
  });

  it('falls back to English digits for a language tag Intl rejects', () => {
    expect(formatFileSize(20_480, 'not a language')).toBe('20 kB');
  });

  it('says when it was updated in the page’s language', () => {
    const written = writeFileFacts(examples.pdf, { locale: 'es', timeZone: 'UTC' });
    render(<FileCard {...examples.pdf} written={written} updatedLabel="Actualizado" />);
    expect(screen.getByText('PDF, 2,4 MB')).toBeTruthy();
    expect(
      screen
        .getByText(/^Actualizado/)
        ?.querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2025-01-15T17:00:00Z');
  });
});
