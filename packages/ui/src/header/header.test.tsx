import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnByServer } from '../../test/server-drawn';
import { Header } from './header';
import { examples } from './header.examples';

const toggle = (name: string) => screen.getByRole('button', { name });
const controlled = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('header', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a banner linking home',
    (_, props) => {
      render(<Header {...props} />);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name: props.siteName }).getAttribute('href')).toBe(
        '/',
      );
    },
  );

  it("names and links the organization a school's site is part of, outside the menu", () => {
    render(<Header {...examples.school} labels={{ partOf: 'Parte de' }} />);
    const banner = screen.getByRole('banner');
    const district = within(banner).getByRole('link', {
      name: 'Meadowlark Valley School District',
    });
    expect(district.getAttribute('href')).toBe('https://www.meadowlarkvalley.org');
    expect(district.closest('p')?.textContent).toBe('Parte de Meadowlark Valley School District');
    expect(district.closest('nav')).toBeNull();
  });

  it('names no parent on a site that has none (the district)', () => {
    render(<Header {...examples.district} />);
    expect(screen.queryByText(/^Part of/)).toBeNull();
  });

  it('works without JavaScript: menu and search are <details> disclosures with the real form', () => {
    const html = renderToString(<Header {...examples.district} />);
    expect(html).not.toContain('aria-expanded');
    expect(html.match(/<summary/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('action="/search"');
    expect(html).toContain('href="/register"');
  });

  it('draws one menu and one search form, below the bar, before JavaScript runs; hydration keeps them', async () => {
    const { container, hydrate } = drawnByServer(<Header {...examples.district} />);
    // Server markup: the menu and the search form are each drawn once, in the panels below the
    // bar, outside any disclosure. The disclosures hold only their summaries: open, each shows
    // its panel (CSS).
    const navs = () => [...container.querySelectorAll('nav')];
    const forms = () => [...container.querySelectorAll('form')];
    const [panelNav] = navs();
    const [searchForm] = forms();
    expect(navs()).toHaveLength(1);
    expect(forms()).toHaveLength(1);
    expect(panelNav?.closest('details')).toBeNull();
    expect(searchForm?.closest('details')).toBeNull();
    const disclosures = [...container.querySelectorAll('details')].filter(
      (details) => !details.closest('nav'),
    );
    expect(disclosures.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      'Search',
      'Menu',
    ]);
    for (const details of disclosures) {
      expect([...details.children].map((child) => child.tagName)).toEqual(['SUMMARY']);
    }

    await hydrate();
    await waitFor(() => expect(toggle('Menu')).toBeTruthy());
    // The toggles control the very panels the server drew: nothing added, nothing moved.
    expect(navs()).toHaveLength(1);
    expect(navs()[0]).toBe(panelNav);
    expect(controlled(toggle('Menu')).contains(panelNav ?? null)).toBe(true);
    expect(forms()).toHaveLength(1);
    expect(forms()[0]).toBe(searchForm);
    expect(controlled(toggle('Search')).contains(searchForm ?? null)).toBe(true);
    expect(controlled(toggle('Search')).hidden).toBe(true);
    expect(container.querySelector('details')).toBeNull();
  });

  it('renders the utilities once, in the bar and outside the menu, so a phone shows them unopened', () => {
    render(
      <Header {...examples.district} utilities={<button type="button">Change language</button>} />,
    );
    const all = screen.getAllByRole('button', { name: 'Change language' });
    expect(all).toHaveLength(1);
    expect(controlled(toggle('Menu')).contains(all[0] ?? null)).toBe(false);
    // Without JavaScript too: the picker is not repeated inside the menu's disclosure.
    const html = renderToString(
      <Header {...examples.district} utilities={<button type="button">Change language</button>} />,
    );
    expect(html.match(/Change language/g)).toHaveLength(1);
  });

  it('has menu and search toggles, collapsed, each controlling its panel', () => {
    render(<Header {...examples.district} />);
    for (const name of ['Menu', 'Search']) {
      expect(toggle(name).getAttribute('aria-expanded')).toBe('false');
      expect(controlled(toggle(name))).toBeTruthy();
    }
    expect(controlled(toggle('Search')).hidden).toBe(true);
  });

  it('opens search and puts the cursor in the search field', async () => {
    const user = userEvent.setup();
    render(<Header {...examples.district} />);
    await user.click(toggle('Search'));
    expect(toggle('Search').getAttribute('aria-expanded')).toBe('true');
    expect(controlled(toggle('Search')).hidden).toBe(false);
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search this site' }),
    );
  });

  it('closes search on Escape and returns focus to its toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...examples.district} />);
    await user.click(toggle('Search'));
    await user.keyboard('{Escape}');
    expect(toggle('Search').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Search'));
  });

  it('opens the menu from the keyboard and closes it on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...examples.district} />);
    toggle('Menu').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Menu').getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle('Menu').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Menu'));
  });

  it('keeps one panel open at a time', async () => {
    const user = userEvent.setup();
    render(<Header {...examples.district} />);
    await user.click(toggle('Menu'));
    await user.click(toggle('Search'));
    expect(toggle('Menu').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Search').getAttribute('aria-expanded')).toBe('true');
  });

  it('reports toggles to a site that keeps the chrome state itself', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(
      <Header
        {...examples.school}
        menuOpen={false}
        onMenuOpenChange={(open) => changes.push(open)}
      />,
    );
    await user.click(toggle('Menu'));
    expect(changes).toEqual([true]);
    expect(toggle('Menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps hidden fields in the search form', () => {
    const { container } = render(<Header {...examples.school} />);
    expect(
      container.querySelector('input[type="hidden"][name="lang"]')?.getAttribute('value'),
    ).toBe('ar');
  });

  it('keeps the site name and the parent organization name out of machine translation', () => {
    const { container } = render(<Header {...examples.school} labels={{ partOf: 'Parte de' }} />);
    const kept = [...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent);
    expect(kept).toEqual([examples.school.siteName, examples.school.parent?.name]);
    expect(screen.getByText(/Parte de/).getAttribute('translate')).toBeNull();
  });
});
