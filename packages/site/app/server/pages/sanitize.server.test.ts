import { createDemoContent } from '@district/demo-content/content';
import {
  EDITOR_MISTAKE_MESSAGES,
  EDITOR_MISTAKE_PAGES,
} from '@district/demo-content/editor-mistakes';
import { describe, expect, it } from 'vitest';
import {
  checkCmsHtml,
  SANITIZED_CACHE_BYTES,
  SANITIZED_CACHE_ENTRIES,
  SANITIZED_CACHE_ENTRY_BYTES,
  sanitizeCmsHtml,
  sanitizedMemory,
  sanitizedOnly,
  UNDER_MESSAGE_HEADING,
} from './sanitize.server';

describe('CMS HTML sanitizing', () => {
  it('removes script elements and their content', () => {
    const html = sanitizeCmsHtml(
      '<p>Hello</p><script>alert(1)</script><SCRIPT src="//evil.example/x.js"></SCRIPT>',
    );
    expect(html).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="alert(1)">Hi</p><img src="https://example.org/a.png" onerror="alert(1)" alt="A">',
    );
    expect(html).not.toMatch(/on(click|error)/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps http, https, mailto and tel', () => {
    const html = sanitizeCmsHtml(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="data:text/html,<b>">z</a>' +
        '<a href="https://example.org">e</a><a href="mailto:office@example.org">m</a><a href="tel:+13035550100">t</a>',
    );
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:office@example.org"');
    expect(html).toContain('href="tel:+13035550100"');
  });

  it('gives external links rel="noopener noreferrer" and internal ones no rel at all', () => {
    const html = sanitizeCmsHtml(
      '<a href="https://example.org" rel="opener">out</a><a href="/about-us" rel="nofollow">in</a>',
    );
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/about-us">in</a>');
  });

  it('removes iframes, objects, forms and inline styles', () => {
    const html = sanitizeCmsHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><form action="/x"><input name="a"></form><p style="position:fixed">s</p>',
    );
    expect(html).toBe('<p>s</p>');
  });

  it('turns an h1 into an h2 (the page owns its h1) and lazy-loads images', () => {
    const html = sanitizeCmsHtml('<h1>Title</h1><img src="https://example.org/a.png" alt="A">');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
  });

  it('sanitizes a text seen before alike, and still cleans new texts once the memory is full', () => {
    const dirty = '<p onclick="alert(1)">Again</p><script>alert(2)</script>';
    expect(sanitizeCmsHtml(dirty)).toBe('<p>Again</p>');
    expect(sanitizeCmsHtml(dirty)).toBe('<p>Again</p>');
    for (let i = 0; i <= SANITIZED_CACHE_ENTRIES; i++) sanitizeCmsHtml(`<p>${i}</p>`);
    expect(sanitizeCmsHtml('<p>late</p><script>x</script>')).toBe('<p>late</p>');
    expect(sanitizeCmsHtml(dirty)).toBe('<p>Again</p>');
  });

  it('remembers within its bytes: long documents push out many short ones, a huge one is not kept', () => {
    for (let i = 0; i < SANITIZED_CACHE_ENTRIES; i++) sanitizeCmsHtml(`<p>short ${i}</p>`);
    expect(sanitizedMemory().entries).toBe(SANITIZED_CACHE_ENTRIES);
    const before = sanitizedMemory();
    // Its text and itself as UTF-16 take four times its length: over the bound for one document.
    const huge = `<p>${'h'.repeat(SANITIZED_CACHE_ENTRY_BYTES / 4)}</p>`;
    expect(sanitizeCmsHtml(huge)).toBe(huge);
    expect(sanitizedMemory()).toEqual(before);
    // Documents of 30,000 characters (about 120 KB each with their text): the byte bound, not
    // the count, decides how many are kept.
    const long = (i: number) => `<p>${i} ${'y'.repeat(30_000)}</p>`;
    const fit = Math.floor(SANITIZED_CACHE_BYTES / (4 * long(0).length));
    for (let i = 0; i < fit + 10; i++) sanitizeCmsHtml(long(i));
    const after = sanitizedMemory();
    expect(after.bytes).toBeLessThanOrEqual(SANITIZED_CACHE_BYTES);
    expect(after.entries).toBeLessThan(fit + 10);
    expect(after.entries).toBeLessThan(SANITIZED_CACHE_ENTRIES);
    console.log(
      `sanitize memo: ${after.entries} documents in ${after.bytes} bytes after ${fit + 10} long ones`,
    );
  });

  it('keeps an image without alt decorative (alt=""), guessing no description', () => {
    expect(sanitizeCmsHtml('<img src="https://example.org/a.png">')).toBe(
      '<img loading="lazy" decoding="async" src="https://example.org/a.png" alt="" />',
    );
  });
});

describe('safe fixes on every render', () => {
  it('closes up skipped heading levels under the page title, and under a message’s heading', () => {
    expect(sanitizeCmsHtml('<h1>Menus</h1><h4>Breakfast</h4>')).toBe(
      '<h2>Menus</h2><h3>Breakfast</h3>',
    );
    expect(sanitizeCmsHtml('<h2>Menus</h2><h3>Breakfast</h3>', UNDER_MESSAGE_HEADING)).toBe(
      '<h3>Menus</h3><h4>Breakfast</h4>',
    );
  });

  it('keeps target=_blank only, announces it, and keeps the note when sanitized again', () => {
    const once = sanitizeCmsHtml(
      '<a href="/calendar" target="_blank">Calendar</a><a href="/x" target="frame">X</a>',
    );
    expect(once).toBe(
      '<a href="/calendar" target="_blank" rel="noopener">Calendar <span data-fix="new-window">(opens in a new window)</span></a><a href="/x">X</a>',
    );
    // Translated HTML is sanitized again: the note is not added twice.
    expect(sanitizeCmsHtml(once)).toBe(once);
  });

  it('names a linked file’s type', () => {
    expect(sanitizeCmsHtml('<p><a href="https://files.example.org/menu.pdf">Menu</a></p>')).toBe(
      '<p><a href="https://files.example.org/menu.pdf" rel="noopener noreferrer">Menu (PDF)</a></p>',
    );
  });

  it('leaves every page and message of the demo district as the allow-list writes it', () => {
    const bundle = createDemoContent({ now: new Date('2026-11-26T12:00:00Z') });
    // The seeded editors' mistakes are the pages and messages the fixes are for.
    const texts = [
      ...bundle.pages.filter((p) => !EDITOR_MISTAKE_PAGES[p.path.path]).map((p) => p.bodyHtml),
      ...bundle.messages.filter((m) => !EDITOR_MISTAKE_MESSAGES[m.title]).map((m) => m.bodyHtml),
    ].filter((html): html is string => Boolean(html));
    expect(texts.length).toBeGreaterThan(100);
    for (const html of texts) expect(sanitizeCmsHtml(html)).toBe(sanitizedOnly(html));
  });
});

describe('content check in preview', () => {
  it('marks the elements at fault and renders what the public page renders, plus the marks', () => {
    const html =
      '<h1>Menus</h1><p>See the <a href="/menus">menus</a>.</p><p><a href="/more">read more</a> or <a href="/m.pdf">here</a></p>';
    const checked = checkCmsHtml({ html, title: 'Meals', headingsUnder: 1 }, 'check-');
    expect(checked.findings.map((f) => [f.rule, f.target])).toEqual([
      ['heading-in-body', 'check-1'],
      ['vague-link', 'check-2'],
      ['vague-link', 'check-3'],
      ['file-link', 'check-3'],
    ]);
    expect(checked.html.replace(/ id="check-\d+" data-check=""/g, '')).toBe(sanitizeCmsHtml(html));
    expect(checked.html).toContain('<h2 id="check-1" data-check="">Menus</h2>');
  });

  it('reports a missing title with no element to point at', () => {
    const checked = checkCmsHtml(
      { html: '<p>Hello there.</p>', title: ' ', headingsUnder: 2 },
      'm-',
    );
    expect(checked.findings).toMatchObject([{ rule: 'page-title', target: null }]);
  });
});
