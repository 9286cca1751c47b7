import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { Field } from './field';

describe('error summary', () => {
  it('names itself by its heading and links each problem to its field', () => {
    render(
      <ErrorSummary
        id="contact-errors"
        title="There is a problem"
        errors={[
          { message: 'Enter your name.', fieldId: 'contact-senderName' },
          { message: 'Choose who to write to.' },
        ]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('link', { name: 'Enter your name.' }).getAttribute('href')).toBe(
      '#contact-senderName',
    );
    // A problem with no field to correct is said, not linked.
    expect(screen.queryByRole('link', { name: 'Choose who to write to.' })).toBeNull();
    expect(summary.textContent).toContain('Choose who to write to.');
  });

  it('moves focus to the field when a link is followed', async () => {
    Element.prototype.scrollIntoView = () => {};
    render(
      <>
        <ErrorSummary
          id="s"
          title="There is a problem"
          errors={[{ message: 'Enter your name.', fieldId: 'name' }]}
        />
        <Field id="name" name="name" label="Your name" error="Enter your name." />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter your name.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' }));
  });

  it('draws nothing when there is no problem', () => {
    const { container } = render(<ErrorSummary id="s" title="There is a problem" errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
