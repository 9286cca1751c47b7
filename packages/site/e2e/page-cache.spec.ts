import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';

// The page cache in front of the built site: what makes a page a page of its own.
test.describe('The page cache', () => {
  test('Families whose browsers word the same language differently share one rendered page', async ({
    request,
  }) => {
    const path = '/academics';
    const get = (acceptLanguage: string) =>
      request.get(siteUrl('district', path), {
        headers: { 'accept-language': acceptLanguage },
      });
    await expect.poll(async () => (await get('en-US,en;q=0.9')).headers()['x-cache']).toBe('HIT');
    // Firefox's, Safari's in Britain, a phone with Spanish as a second language: English pages.
    for (const header of ['en-US,en;q=0.5', 'en-GB,en;q=0.9', 'en-US,en;q=0.9,es;q=0.8']) {
      const answer = await get(header);
      expect([header, answer.headers()['x-cache']]).toEqual([header, 'HIT']);
      expect(await answer.text()).toMatch(/<html lang="en"/);
    }
    // A browser that prefers Spanish gets the Spanish page, cached apart.
    await expect
      .poll(async () => (await get('es-MX,es;q=0.9,en;q=0.8')).headers()['x-cache'])
      .toBe('HIT');
    const spanish = await get('es-US,es-419;q=0.9');
    expect(spanish.headers()['x-cache']).toBe('HIT');
    expect(await spanish.text()).toMatch(/<html lang="es"/);
  });

  test('Made-up query parameters get the cached page, while those the pages read still count', async ({
    request,
  }) => {
    const get = (path: string) => request.get(siteUrl('district', path));
    await expect.poll(async () => (await get('/stories')).headers()['x-cache']).toBe('HIT');
    // What an app, a script or a cache-busting flood adds: a new value every time.
    const stamp = `zq${Date.now()}`;
    for (const query of [`?ref=${stamp}`, `?v=${stamp}`, `?_=${stamp}&x${stamp}=1`]) {
      const answer = await get(`/stories${query}`);
      expect([query, answer.status(), answer.headers()['x-cache']]).toEqual([query, 200, 'HIT']);
      // Repeated nowhere in the page, not even in the language form's hidden fields.
      expect(await answer.text()).not.toContain(stamp);
    }
    // A parameter the list reads still reaches it: page 2 is not page 1.
    const second = await get('/stories?ref=app&page=2');
    expect(await second.text()).toContain('Page 2 of');
  });

  test('An old link that leads nowhere is answered from memory too, with its 404 and the chrome', async ({
    request,
  }) => {
    // The district's post on a snow day links to a page the old site had: every family who
    // follows it asks for the same missing page.
    const url = siteUrl('district', '/snow-day-closures-2019');
    const first = await request.get(url);
    expect(first.status()).toBe(404);
    expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    await expect.poll(async () => (await request.get(url)).headers()['x-cache']).toBe('HIT');
    const cached = await request.get(url);
    expect([cached.status(), cached.headers()['x-cache']]).toEqual([404, 'HIT']);
    const html = await cached.text();
    expect(html).toContain('data-page-type="404-page"');
    // Drawn in the site's chrome, which links home.
    expect(html).toMatch(/<header[\s>]/);
  });
});
