import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import { examples } from './footer.examples';

describe('footer', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as the contentinfo landmark',
    (_, props) => {
      render(<Footer {...props} />);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
        '/accessibility',
      );
    },
  );

  it('says the interpreter notice a sentence per language, each marked with its own language', () => {
    const parts = (words: string) => [
      { text: words },
      { text: '(719) 555-0148', href: 'tel:7195550148' },
      { text: '.' },
    ];
    render(
      <Footer
        {...examples.district}
        interpreter={[
          { lang: 'en', dir: 'ltr', parts: parts('Free interpreters: call ') },
          { lang: 'ar', dir: 'rtl', parts: parts('الترجمة الشفوية مجانية: اتصل على ') },
        ]}
      />,
    );
    const english = screen.getByText(/^Free interpreters/);
    expect(english.getAttribute('lang')).toBe('en');
    const arabic = screen.getByText(/^الترجمة الشفوية/);
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.closest('[translate="no"]')).toBeTruthy();
    const call = within(arabic).getByRole('link', { name: '(719) 555-0148' });
    expect(call.getAttribute('href')).toBe('tel:7195550148');
    expect(call.getAttribute('dir')).toBe('ltr');
  });

  it('names each social icon link', () => {
    render(<Footer {...examples.district} />);
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'Twitter']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows the organization contact block with tap-to-call', () => {
    render(<Footer {...examples.district} />);
    expect(screen.getByText('Meadowlark, CO 80191')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(303) 555-0100' }).getAttribute('href')).toBe(
      'tel:3035550100',
    );
  });

  it('groups quick links and footer links in named navigation regions', () => {
    render(<Footer {...examples.district} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link'),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole('navigation', { name: 'About this site' })).getAllByRole('link'),
    ).toHaveLength(4);
  });

  it('links the secondary logo, named by its alt text, where one is configured', () => {
    render(<Footer {...examples.school} />);
    const link = screen.getByRole('link', { name: 'Meadowlark Valley School District' });
    expect(link.getAttribute('href')).toBe('https://www.meadowlarkvalley.org');
    const image = within(link).getByRole('img');
    expect(image.getAttribute('src')).toBe('/brand/mvsd-logo.svg');
    // Below the fold on every page: fetched when the reader gets there.
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows no logo when none is configured', () => {
    const { container } = render(<Footer {...examples.district} />);
    // (The social links' icons are images by role too: look for the element.)
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps names, the address, the number and the e-mail address out of machine translation', () => {
    const { container } = render(
      <Footer {...examples.district} labels={{ phone: 'Teléfono', email: 'Correo electrónico' }} />,
    );
    const kept = [...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent);
    expect(kept).toEqual(
      expect.arrayContaining([
        examples.district.contact.title,
        expect.stringContaining('Meadowlark, CO 80191'),
        '(303) 555-0100',
        'info@meadowlarkvalley.org',
      ]),
    );
    // The words around them are the reader's, and are translated.
    expect(screen.getByText(/^Teléfono:/).getAttribute('translate')).toBeNull();
    expect(screen.getByText(/^Correo electrónico:/)).toBeTruthy();
    expect(
      screen.getByText(examples.district.contact.hours ?? '').closest('[translate="no"]'),
    ).toBeNull();
  });
});
