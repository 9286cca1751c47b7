import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnByServer } from '../../test/server-drawn';
import { Menu } from './menu';
import { examples } from './menu.examples';

describe('disclosure navigation menu', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a named navigation landmark',
    (_, props) => {
      render(<Menu {...props} />);
      expect(screen.getByRole('navigation', { name: props.label })).toBeTruthy();
    },
  );

  it('works without JavaScript: the server renders each group as a <details> disclosure', () => {
    const html = renderToString(<Menu {...examples.main} />);
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('<summary');
    expect(html).not.toContain('<button');
  });

  it("keeps each group's list when the client takes over, a button taking the disclosure's place", async () => {
    const { container, hydrate } = drawnByServer(<Menu {...examples.main} />);
    // Server markup: each list follows its group's <details> (CSS shows it while that is open).
    const lists = () => [...container.querySelectorAll('nav > ul > li > ul')];
    const drawn = lists();
    expect(drawn).toHaveLength(3);
    for (const list of drawn) {
      expect(list.previousElementSibling?.tagName).toBe('DETAILS');
      expect(list.querySelectorAll('a').length).toBeGreaterThan(0);
    }

    await hydrate();
    await waitFor(() => expect(container.querySelector('details')).toBeNull());
    // The same elements, now each controlled by the button in front of it.
    expect(lists()).toHaveLength(3);
    for (const [index, list] of lists().entries()) {
      expect(list).toBe(drawn[index]);
      const button = list.previousElementSibling;
      expect(button?.tagName).toBe('BUTTON');
      expect(button?.getAttribute('aria-controls')).toBe(list.id);
      expect((list as HTMLElement).hidden).toBe(true);
    }
  });

  it('gives each group a collapsed button that controls its list', () => {
    render(<Menu {...examples.main} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(list?.tagName).toBe('UL');
      expect(list?.hidden).toBe(true);
    }
  });

  it('opens a group from the keyboard and shows its links', async () => {
    const user = userEvent.setup();
    render(<Menu {...examples.main} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const about = screen.getByRole('button', { name: 'About Us' });
    expect(about.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(about.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About Us',
      'Accountability and Accreditation',
      'Financial Transparency',
      'Staff Directory (another site)',
    ]);
  });

  it('keeps only one group open at a time', async () => {
    const user = userEvent.setup();
    render(<Menu {...examples.main} />);
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    await user.click(screen.getByRole('button', { name: 'Academics' }));
    expect(screen.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Academics' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('closes on Escape and returns focus to the group button', async () => {
    const user = userEvent.setup();
    render(<Menu {...examples.main} />);
    const academics = screen.getByRole('button', { name: 'Academics' });
    await user.click(academics);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Kindergarten');
    await user.keyboard('{Escape}');
    expect(academics.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(academics);
  });

  it('closes when focus leaves the menu', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Menu {...examples.single} />
        <a href="/after">After</a>
      </>,
    );
    const academics = screen.getByRole('button', { name: 'Academics' });
    await user.click(academics);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
    expect(academics.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the button is pressed again', async () => {
    const user = userEvent.setup();
    render(<Menu {...examples.single} />);
    const academics = screen.getByRole('button', { name: 'Academics' });
    await user.click(academics);
    await user.click(academics);
    expect(academics.getAttribute('aria-expanded')).toBe('false');
  });
});
