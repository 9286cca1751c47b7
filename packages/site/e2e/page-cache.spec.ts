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
});
