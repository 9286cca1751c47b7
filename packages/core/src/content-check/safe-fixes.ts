/**
 * Fixes the site makes to editors' HTML on every render, only where the fix cannot change what the
 * content means: headings placed under the title the content sits under (an h1 becomes an h2,
 * skipped levels are closed up, the outline kept), links that open a new window say so and cannot
 * reach back into the page (`rel=noopener`), links to files name the file's type. Nothing here
 * guesses an image's description: an image without alternative text is marked decorative (alt="")
 * so screen readers do not read its file name out, and the checker still reports it.
 */
import { elementsInOrder, type HtmlElement, type HtmlNode, textContent } from './html-tree';
import { accessibleName, fileTypeOf, namesFileType } from './rules';

/** The words a link that opens a new window gets, visually hidden (`data-fix="new-window"`). */
export const NEW_WINDOW_NOTE = '(opens in a new window)';

/** Options of {@link applySafeFixes}. */
export interface SafeFixOptions {
  /** The level of the heading the content sits under: its own headings start one below. */
  headingsUnder: number;
}

function fixHeadings(nodes: readonly HtmlNode[], under: number) {
  // Each authored level maps to an output level; the stack keeps the open sections, so a
  // heading's place in the outline is kept while the numbers close up.
  const open: { authored: number; level: number }[] = [];
  for (const { element } of elementsInOrder(nodes)) {
    const match = /^h([1-6])$/.exec(element.tag);
    if (!match) continue;
    const authored = Number(match[1]);
    while (open.length > 0 && (open[open.length - 1]?.authored ?? 0) >= authored) open.pop();
    const level = Math.min(6, (open[open.length - 1]?.level ?? under) + 1);
    open.push({ authored, level });
    element.tag = `h${level}`;
  }
}

function hasNewWindowNote(link: HtmlElement): boolean {
  return link.children.some((c) => c.type === 'element' && c.attrs['data-fix'] === 'new-window');
}

function fixLink(link: HtmlElement) {
  const href = link.attrs.href;
  if (href === undefined) return;
  const type = fileTypeOf(href);
  const name = accessibleName(link);
  if (type && name && !namesFileType(name)) {
    link.children.push({ type: 'text', text: ` (${type})` });
  }
  if (link.attrs.target === '_blank') {
    const rel = new Set((link.attrs.rel ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    link.attrs.rel = [...rel].join(' ');
    if (!hasNewWindowNote(link) && textContent(link.children).trim()) {
      link.children.push(
        { type: 'text', text: ' ' },
        {
          type: 'element',
          tag: 'span',
          attrs: { 'data-fix': 'new-window' },
          children: [{ type: 'text', text: NEW_WINDOW_NOTE }],
        },
      );
    }
  }
}

/** Applies the safe fixes to a tree, in place (element identity is kept), and returns it. */
export function applySafeFixes(nodes: HtmlNode[], options: SafeFixOptions): HtmlNode[] {
  fixHeadings(nodes, options.headingsUnder);
  for (const { element } of elementsInOrder(nodes)) {
    if (element.tag === 'a') fixLink(element);
    else if (element.tag === 'img' && element.attrs.alt === undefined) element.attrs.alt = '';
  }
  return nodes;
}

/** An element to mark, found the way the checker locates it (tag and index among its tag). */
export interface ElementMark {
  tag: string;
  index: number;
  id: string;
}

/**
 * Gives the elements findings point at an `id` (and `data-check`, for the preview's outline), so a
 * preview panel can link to them. Call before the safe fixes: they may rename headings.
 */
export function markElements(nodes: HtmlNode[], marks: readonly ElementMark[]): HtmlNode[] {
  const wanted = new Map(marks.map((m) => [`${m.tag}:${m.index}`, m.id]));
  for (const { element, index } of elementsInOrder(nodes)) {
    const id = wanted.get(`${element.tag}:${index}`);
    if (!id || element.attrs.id) continue;
    element.attrs.id = id;
    element.attrs['data-check'] = '';
  }
  return nodes;
}
