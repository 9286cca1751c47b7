import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';
import { examples, linkExamples } from './button.examples';

describe('button', () => {
  it.each(Object.entries(examples))('renders the %s example as a named button', (_, props) => {
    render(<Button {...props} />);
    expect(screen.getByRole('button', { name: String(props.children) })).toBeTruthy();
  });

  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(<Button {...examples.primary} />);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('runs its action from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('gives each variant its own look', () => {
    render(
      <>
        <Button {...examples.primary} />
        <Button {...examples.secondary} />
      </>,
    );
    const [primary, secondary] = screen.getAllByRole('button');
    expect(primary?.className).not.toBe(secondary?.className);
  });

  it('renders a button-styled link as a link', () => {
    render(<ButtonLink {...linkExamples.register} />);
    expect(screen.getByRole('link', { name: 'Register for school' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});
