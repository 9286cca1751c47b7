import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  elementsInOrder,
  parseHtml,
  serializeHtml,
  textContent,
} from './html-tree';

describe('html tree', () => {
  it('writes sanitized HTML back unchanged', () => {
    const html =
      '<h2>Meals</h2><p>Fish &amp; chips &lt;today&gt; “quoted”<br />Next</p><p><a href="/a?x=1&amp;y=&quot;2&quot;" rel="noopener">A</a><img src="a.png" alt="" /></p>';
    expect(serializeHtml(parseHtml(html))).toBe(html);
  });

  it('reads attributes quoted, unquoted and bare, in any case', () => {
    const [img] = parseHtml(`<IMG SRC=a.png Alt='A "quote"' hidden data-x = "1">`);
    expect(img).toMatchObject({
      tag: 'img',
      attrs: { src: 'a.png', alt: 'A "quote"', hidden: '', 'data-x': '1' },
    });
  });

  it('keeps the first of a repeated attribute', () => {
    expect(parseHtml('<a href="/one" href="/two">x</a>')[0]).toMatchObject({
      attrs: { href: '/one' },
    });
  });

  it('closes paragraphs, list items and cells the way HTML implies', () => {
    const tree = parseHtml('<p>One<p>Two<ul><li>A<li>B</ul><table><tr><td>1<td>2<tr><td>3</table>');
    expect(tree.map((n) => (n.type === 'element' ? n.tag : n.text))).toEqual([
      'p',
      'p',
      'ul',
      'table',
    ]);
    const rows = elementsInOrder(tree).filter((e) => e.element.tag === 'tr');
    expect(rows).toHaveLength(2);
    expect(
      elementsInOrder(tree)
        .filter((e) => e.element.tag === 'li')
        .map((e) => e.index),
    ).toEqual([0, 1]);
  });

  it('drops comments and declarations, keeps a stray < as text, ignores unmatched end tags', () => {
    const tree = parseHtml('<!doctype html><!-- note --><p>1 < 2</span></p>');
    expect(serializeHtml(tree)).toBe('<p>1 &lt; 2</p>');
  });

  it('keeps script and style text raw', () => {
    const [script] = parseHtml('<script>if (a < b) x = "<p>";</script><p>after</p>');
    expect(script).toMatchObject({ tag: 'script', children: [{ text: 'if (a < b) x = "<p>";' }] });
    expect(textContent(parseHtml('<script>x</script><p>after</p>')).trim()).toBe('after');
  });

  it('survives unterminated comments and raw text', () => {
    expect(parseHtml('<p>a</p><!-- open')).toHaveLength(1);
    expect(parseHtml('<style>p{}')).toMatchObject([{ tag: 'style' }]);
  });

  it('reads table cells and blocks apart', () => {
    expect(
      textContent(parseHtml('<table><tr><td>Lunch</td><td>Free</td></tr></table>'))
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Lunch Free');
  });

  it('reads images by their alt and line breaks as spaces', () => {
    expect(
      textContent(parseHtml('<p>A<br>B <img src="x" alt="logo"><img src="y"></p>')).trim(),
    ).toBe('A B logo');
  });

  it('decodes numeric and common named references, and leaves unknown ones', () => {
    expect(decodeEntities('&#233;&#xE9;&nbsp;&rsquo;&bogus;&#0;')).toBe('éé\u00a0’&bogus;&#0;');
  });
});
