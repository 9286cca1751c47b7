import { type APIRequestContext, expect, test } from '@playwright/test';
import { nuErrors, vnuJar } from './nu-checker';
import { routeTemplates } from './routes';
import { type SiteName, siteUrl } from './sites';

const SITES_CHECKED = ['district', 'school'] as const satisfies readonly SiteName[];

interface ServedPage {
  label: string;
  url: string;
  html: string;
}

/** The server-rendered document of every template, in English and Arabic, on each checked site. */
async function servedPages(request: APIRequestContext): Promise<ServedPage[]> {
  const pages: ServedPage[] = [];
  for (const site of SITES_CHECKED) {
    for (const template of await routeTemplates(request, site)) {
      for (const lang of ['en', 'ar']) {
        // Always explicit: the request context keeps the language cookie of the previous page.
        const path = `${template.path}${template.path.includes('?') ? '&' : '?'}lang=${lang}`;
        const url = siteUrl(site, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(template.status);
        pages.push({
          label: `${site} ${template.name} (${lang})`,
          url,
          html: await response.text(),
        });
      }
    }
  }
  return pages;
}

test.describe('Server-rendered HTML', () => {
  test('Every page arrives as clean text: no NUL bytes in the HTML', async ({ request }) => {
    // React 18's streaming renderer pads a 2 KB chunk with NUL bytes when a multi-byte character
    // straddles the chunk's end (facebook/react#31134); browsers show them as U+FFFD "�" in the
    // middle of a word, and the Nu checker rejects the document.
    const failures: string[] = [];
    for (const page of await servedPages(request)) {
      const at = page.html.indexOf('\u0000');
      if (at !== -1) {
        const context = page.html
          .slice(Math.max(0, at - 60), at + 20)
          .replaceAll('\u0000', '<NUL>');
        failures.push(`${page.label} ${page.url}: NUL at ${at}: …${context}…`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('Every page template is valid HTML (Nu HTML checker)', async ({ request }) => {
    const jar = vnuJar();
    // vnu-jar is a devDependency of this package (Java 17 runs it): a missing jar is a broken
    // install, not a reason to pass.
    expect(jar, 'the vnu-jar package (or VNU_JAR) provides the Nu HTML checker').toBeTruthy();
    test.setTimeout(120_000);
    // Without Remix's single-fetch stream (nuErrors): the <script> elements it writes after
    // </html> are not part of a conforming document and the checker cannot parse past them.
    const failures = await nuErrors(jar as string, await servedPages(request));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
