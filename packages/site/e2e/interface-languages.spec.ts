import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { pageHeading } from './journeys';
import { MISSING_PATH } from './routes';
import { siteUrl } from './sites';

// A reader in another language meets the site's own words (headings, buttons, messages) in that
// language on every page, not only in the chrome, while the content the demo cannot translate
// (no translation service is configured) stays English and is marked so (WCAG 3.1.2). These are
// the server's words: the pages are read without JavaScript, except where axe-core (a script in
// the page) checks them.

test('A Spanish-reading parent searches the site in Spanish; the English results are marked English', async ({
  page,
}) => {
  await page.goto(siteUrl('district', '/search?q=bus&lang=es'));
  await expect(pageHeading(page)).toHaveText('Buscar');
  await expect(page).toHaveTitle(/^Resultados de búsqueda para «bus»/);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'para «bus»' })).toHaveText(
    /^\d+ resultados? para «bus»\.$/,
  );
  for (const name of ['Páginas y noticias', 'Archivos', 'Contactos'])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Files' })).toHaveCount(0);
  // The search page's words are Spanish inside an English content region; its results English.
  const words = pageHeading(page).locator('xpath=ancestor::*[@lang][1]');
  await expect(words).toHaveAttribute('lang', 'es');
  const results = main.locator('ol').first();
  await expect(results).toHaveAttribute('lang', 'en');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('An Arabic reader’s search page words run right to left inside the English content', async ({
  page,
}) => {
  await page.goto(siteUrl('district', '/search?q=bus&lang=ar'));
  await expect(pageHeading(page)).toHaveText('بحث');
  const words = pageHeading(page).locator('xpath=ancestor::*[@lang][1]');
  await expect(words).toHaveAttribute('lang', 'ar');
  await expect(words).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').locator('ol').first()).toHaveAttribute('dir', 'ltr');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A Vietnamese reader pages through the announcements in Vietnamese', async ({ page }) => {
    await page.goto(siteUrl('district', '/announcements?lang=vi'));
    await expect(pageHeading(page)).toHaveText('Thông báo');
    await expect(page).toHaveTitle(/^Thông báo/);
    const pages = page.getByRole('navigation', { name: 'Các trang' });
    await expect(pages).toContainText(/Trang 1\/\d+/);
    await pages.getByRole('link', { name: 'Cũ hơn' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('navigation', { name: 'Các trang' })).toContainText(/Trang 2\/\d+/);
    await expect(
      page.getByRole('navigation', { name: 'Các trang' }).getByRole('link', { name: 'Mới hơn' }),
    ).toBeVisible();
  });

  test('A Spanish reader on a missing page gets the ways on in Spanish under the English error', async ({
    page,
  }) => {
    const response = await page.goto(siteUrl('district', `${MISSING_PATH}?lang=es`));
    expect(response?.status()).toBe(404);
    // SPEC section 8: the title stays `An error occurred`.
    await expect(pageHeading(page)).toHaveText('An error occurred');
    const main = page.getByRole('main');
    const home = main.getByRole('link', { name: 'Ir a la página de inicio' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Buscar en el sitio' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expect(home.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'es');
  });

  test('Without a contact service the Spanish contact page says so in Spanish', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/contact?to=person-1234&lang=es'));
    await expect(pageHeading(page)).toHaveText('Enviar un mensaje');
    await expect(
      page.getByRole('note').filter({ hasText: 'El formulario de contacto no está disponible' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Enviar un mensaje/);
  });
});
