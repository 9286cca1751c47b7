import { describe, expect, it } from 'vitest';
import { parseHtml, serializeHtml } from './html-tree';
import { applySafeFixes, markElements } from './safe-fixes';

const fixed = (html: string, headingsUnder = 1) =>
  serializeHtml(applySafeFixes(parseHtml(html), { headingsUnder }));

describe('safe fixes', () => {
  it('places body headings under the page’s h1: an h1 becomes an h2', () => {
    expect(fixed('<h1>Breakfast</h1><h2>Hot</h2>')).toBe('<h2>Breakfast</h2><h3>Hot</h3>');
  });

  it('closes up skipped levels and keeps the outline', () => {
    expect(fixed('<h2>A</h2><h4>B</h4><h5>C</h5><h3>D</h3><h2>E</h2>')).toBe(
      '<h2>A</h2><h3>B</h3><h4>C</h4><h3>D</h3><h2>E</h2>',
    );
    expect(fixed('<h4>Only</h4>')).toBe('<h2>Only</h2>');
  });

  it('starts a message’s headings under its h2', () => {
    expect(fixed('<h2>Details</h2><h3>More</h3>', 2)).toBe('<h3>Details</h3><h4>More</h4>');
  });

  it('leaves well-ordered headings alone', () => {
    const html = '<h2>A</h2><h3>B</h3><h2>C</h2>';
    expect(fixed(html)).toBe(html);
  });

  it('says that a link opens a new window, once, and adds noopener', () => {
    const once = fixed(
      '<a href="https://x.org/" target="_blank" rel="noreferrer">Partner site</a>',
    );
    expect(once).toBe(
      '<a href="https://x.org/" target="_blank" rel="noreferrer noopener">Partner site <span data-fix="new-window">(opens in a new window)</span></a>',
    );
    expect(fixed(once)).toBe(once);
  });

  it('names a file’s type when the link text lacks it, and only then', () => {
    expect(fixed('<a href="https://files.x.org/minutes.pdf">Minutes</a>')).toBe(
      '<a href="https://files.x.org/minutes.pdf">Minutes (PDF)</a>',
    );
    const typed = '<a href="https://files.x.org/minutes.xlsx">Minutes (Excel, 20 KB)</a>';
    expect(fixed(typed)).toBe(typed);
  });

  it('marks an image without alternative text decorative rather than guess a description', () => {
    expect(fixed('<img src="a.png" />')).toBe('<img src="a.png" alt="" />');
    expect(fixed('<img src="a.png" alt="A map" />')).toBe('<img src="a.png" alt="A map" />');
  });

  it('leaves anchors without href and empty new-window links without a note', () => {
    expect(fixed('<a name="top">Top</a><a href="/x" target="_blank"></a>')).toBe(
      '<a name="top">Top</a><a href="/x" target="_blank" rel="noopener"></a>',
    );
  });
});

describe('element marks', () => {
  it('gives the located elements an id the preview links to, before the fixes rename them', () => {
    const tree = parseHtml('<h1>A</h1><p>x</p><p>y</p>');
    markElements(tree, [
      { tag: 'h1', index: 0, id: 'check-1' },
      { tag: 'p', index: 1, id: 'check-2' },
    ]);
    applySafeFixes(tree, { headingsUnder: 1 });
    expect(serializeHtml(tree)).toBe(
      '<h2 id="check-1" data-check="">A</h2><p>x</p><p id="check-2" data-check="">y</p>',
    );
  });
});
