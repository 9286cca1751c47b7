import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileCard, formatFileSize } from './file-card';
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

  it('writes sizes a parent can judge', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(20_480)).toBe('20 KB');
  });
});
