import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { examples } from './field.examples';

describe('field', () => {
  it.each(Object.entries(examples))('labels its control in the %s example', (_, props) => {
    render(<Field {...props} />);
    expect(screen.getByRole('textbox', { name: props.label })).toBeTruthy();
  });

  it('reads its hint with the control', () => {
    render(<Field {...examples.withHint} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('We only use this to reply to you.');
  });

  it('marks an invalid control and reads its error after the hint', () => {
    render(<Field {...examples.withError} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'We only use this to reply to you.',
      'Error: Enter an email address',
    ]);
  });

  it('reads its error after a prefix in the page’s language', () => {
    render(
      <Field
        label="Su correo electrónico"
        name="email"
        errorPrefix="Error:"
        error="Escriba su correo electrónico."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Su correo electrónico' });
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Error: Escriba su correo electrónico.');
    render(<Field label="Ваше имя" name="name" errorPrefix="Ошибка:" error="Введите ваше имя." />);
    const russian = screen.getByRole('textbox', { name: 'Ваше имя' });
    expect(
      document.getElementById(russian.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Ошибка: Введите ваше имя.');
  });

  it('renders a textarea when multiline, and it takes typing', async () => {
    render(<Field {...examples.multiline} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Hello');
    expect((textarea as HTMLTextAreaElement).value).toBe('Hello');
  });
});
