import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { openHydrated } from './browse';
import { siteUrl } from './sites';

test('Search engines find every page, announcement and story in the sitemap, and each answers', async ({
  request,
}) => {
  const robots = await request.get(siteUrl('district', '/robots.txt'));
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl('district', '/sitemap.xml')}`);
  const response = await request.get(siteUrl('district', '/sitemap.xml'));
  expect(response.headers()['content-type']).toContain('application/xml');
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
  const urls: { loc: string }[] = [parsed.urlset.url].flat();
  const locs = urls.map((u) => u.loc);
  expect(locs).toContain(siteUrl('district', '/'));
  expect(locs.some((loc) => loc.includes('/announcements/'))).toBe(true);
  expect(locs.some((loc) => loc.includes('/stories/'))).toBe(true);
  const failures: string[] = [];
  // Four at a time: enough to be quick, gentle on two cores.
  for (let i = 0; i < locs.length; i += 4) {
    const batch = locs.slice(i, i + 4);
    const statuses = await Promise.all(
      batch.map((loc) => request.get(loc, { maxRedirects: 0 }).then((r) => r.status())),
    );
    statuses.forEach((status, j) => {
      if (status !== 200) failures.push(`${status} ${batch[j]}`);
    });
  }
  expect(failures).toEqual([]);
});

test('Families can subscribe to news and add an event to their calendar', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('district', '/'));
  const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feeds).toHaveCount(2);
  for (const href of await feeds.evaluateAll((links) =>
    links.map((l) => (l as HTMLLinkElement).href),
  )) {
    const rss = await request.get(href);
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain('<rss');
  }
  const add = page.getByRole('link', { name: /^Add to calendar/ }).first();
  const ics = await request.get(
    new URL((await add.getAttribute('href')) ?? '', page.url()).toString(),
  );
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*END:VEVENT/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  const graph = JSON.parse(jsonLd ?? '{}');
  const types = (graph['@graph'] ?? [graph]).map((thing: { '@type': string }) => thing['@type']);
  expect(types).toContain('EducationalOrganization');
  expect(types).toContain('Event');
});

test('Search engines read the page’s JSON-LD once, in the document; browsers keep it after hydrating', async ({
  page,
  request,
}) => {
  const html = await (await request.get(siteUrl('district', '/'))).text();
  const scripts = html.match(/<script type="application\/ld\+json">/g) ?? [];
  expect(scripts).toHaveLength(1);
  // Not a second time, escaped, in the data the browser hydrates from.
  const stream = html.slice(html.indexOf('window.__remixContext'));
  expect(stream).not.toContain('schema.org');
  expect(stream).not.toContain('EducationalOrganization');

  await openHydrated(page, siteUrl('district', '/'));
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  expect(JSON.parse((await jsonLd.textContent()) ?? '{}')['@graph'].length).toBeGreaterThan(1);
  // A client-side navigation (the language picker submits through the router) drops the script:
  // it described the page as first served. A full load of the new address has its own.
  const header = page.getByRole('banner');
  await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await header.getByRole('button', { name: 'Change language' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(jsonLd).toHaveCount(0);
  await page.reload();
  await expect(jsonLd).toHaveCount(1);
});

test('Search engines find every language of a page in its head, the same as in the sitemap', async ({
  page,
  request,
}) => {
  const sitemap = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(await (await request.get(siteUrl('district', '/sitemap.xml'))).text());
  const entries: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] =
    sitemap.urlset.url;
  const inSitemap = new Map(
    entries.map((entry) => [
      entry.loc,
      entry['xhtml:link'].map((link) => `${link['@_hreflang']} ${link['@_href']}`),
    ]),
  );
  // Every address of the sitemap lists, in its head as served, exactly the sitemap's alternates.
  const headAlternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href?.replaceAll('&amp;', '&')}`,
    );
  const differ: string[] = [];
  for (const [loc, expected] of inSitemap) {
    const alternates = headAlternates(await (await request.get(loc)).text());
    if (JSON.stringify(alternates) !== JSON.stringify(expected)) differ.push(loc);
  }
  expect(differ, 'addresses whose head and sitemap alternates differ').toEqual([]);
  const announcement = entries.find((entry) => entry.loc.includes('/announcements/'))?.loc;
  const story = entries.find((entry) => entry.loc.includes('/stories/'))?.loc;
  if (!announcement || !story) throw new Error('the sitemap lists no announcement or story');
  // Home, a CMS page, a list, a message and a story; in English, in Spanish and by `?lang=en`.
  const pages = [
    siteUrl('district', '/'),
    siteUrl('district', '/about-us'),
    siteUrl('district', '/announcements'),
    announcement,
    story,
  ];
  for (const url of pages) {
    const expected = inSitemap.get(url);
    expect(expected, `${url} is in the sitemap`).toBeDefined();
    expect(expected?.length).toBeGreaterThan(70);
    for (const [language, address] of [
      ['en', url],
      ['es', `${url}?lang=es`],
      ['en', `${url}?lang=en`],
    ] as const) {
      await page.goto(address);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => `${l.getAttribute('hreflang')} ${(l as HTMLLinkElement).href}`),
        );
      expect(alternates, address).toEqual(expected);
      // The page's canonical address is its own language's alternate.
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(expected, address).toContain(`${language} ${canonical}`);
    }
  }
});
