import { describe, expect, it } from 'vitest';
import { SANITIZED_CACHE_ENTRIES, sanitizeCmsHtml } from './sanitize.server';

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
});
