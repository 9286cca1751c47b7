/**
 * A small HTML parser and serializer for CMS body HTML, so the content checker and the safe fixes
 * stay pure and need no DOM library. It reads what editors and the sanitizer write: start and end
 * tags (any case), quoted, unquoted and bare attributes, void elements, comments (dropped), raw
 * text in `script`/`style`, and character references. It is not a full HTML5 tree builder: an end
 * tag closes the nearest open element of its name (or is ignored), and a few implied ends (`p`,
 * `li`, table cells and rows) are honoured, which is what body content needs.
 */

/** An element of the tree; attribute names are lower case. */
export interface HtmlElement {
  type: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

/** Text, with character references decoded. */
export interface HtmlText {
  type: 'text';
  text: string;
}

/** A node of the tree. */
export type HtmlNode = HtmlElement | HtmlText;

/** Elements that have no content and no end tag. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

// Start tags that end an open element of these names (the parser's "implied end tags").
const CLOSED_BY: Record<string, readonly string[]> = {
  p: [
    'p',
    'div',
    'ul',
    'ol',
    'dl',
    'table',
    'blockquote',
    'pre',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'address',
  ],
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  td: ['td', 'th', 'tr'],
  th: ['td', 'th', 'tr'],
  tr: ['tr'],
};

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  copy: '\u00a9',
  eacute: '\u00e9',
  ntilde: '\u00f1',
};

/** Decodes character references (numeric ones and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] as string).toLowerCase();
    if (name in attrs) continue; // The first of a repeated attribute wins, as in browsers.
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Parses HTML into a list of top-level nodes. Never throws: bad markup becomes text or is skipped. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] as HtmlElement;
  const addText = (text: string) => {
    if (!text) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.text += text;
    else siblings.push({ type: 'text', text });
  };
  const closeNearest = (tag: string) => {
    for (let i = stack.length - 1; i > 0; i--) {
      if ((stack[i] as HtmlElement).tag === tag) {
        stack.length = i;
        return;
      }
    }
  };

  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      addText(decodeEntities(html.slice(at)));
      break;
    }
    if (lt > at) addText(decodeEntities(html.slice(at, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(
      html.slice(lt),
    );
    if (!tagMatch) {
      // A `<` that starts no tag (`<!doctype>`, `< 5`): doctype-like declarations are skipped.
      if (html[lt + 1] === '!' || html[lt + 1] === '?') {
        const end = html.indexOf('>', lt);
        at = end === -1 ? html.length : end + 1;
      } else {
        addText('<');
        at = lt + 1;
      }
      continue;
    }
    at = lt + tagMatch[0].length;
    const tag = (tagMatch[2] as string).toLowerCase();
    if (tagMatch[1]) {
      closeNearest(tag);
      continue;
    }
    const open = current();
    if (CLOSED_BY[open.tag]?.includes(tag)) stack.pop();
    const rest = tagMatch[3] as string;
    const element: HtmlElement = {
      type: 'element',
      tag,
      attrs: parseAttributes(rest.replace(/\/\s*$/, '')),
      children: [],
    };
    current().children.push(element);
    if (VOID_ELEMENTS.has(tag) || /\/\s*$/.test(rest)) continue;
    if (RAW_TEXT.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, at);
      const text = html.slice(at, end === -1 ? html.length : end);
      if (text) element.children.push({ type: 'text', text });
      const close = end === -1 ? -1 : html.indexOf('>', end);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    stack.push(element);
  }
  return root.children;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * Writes nodes back as HTML, the way the sanitizer writes it (`&amp;`, `&lt;`, `&gt;` in text,
 * double-quoted attributes, `<br />`), so parsing and writing sanitized HTML changes nothing.
 */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeText(node.text);
      continue;
    }
    let attrs = '';
    for (const [name, value] of Object.entries(node.attrs)) {
      attrs += ` ${name}="${escapeAttribute(value)}"`;
    }
    if (VOID_ELEMENTS.has(node.tag)) out += `<${node.tag}${attrs} />`;
    else out += `<${node.tag}${attrs}>${serializeHtml(node.children)}</${node.tag}>`;
  }
  return out;
}

/** The text content of nodes, as a reader would hear it (images count by their `alt`). */
export function textContent(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.text;
    else if (node.tag === 'img') out += node.attrs.alt ?? '';
    else if (node.tag === 'br') out += ' ';
    else if (BLOCKS.has(node.tag)) out += ` ${textContent(node.children)} `;
    else if (node.tag !== 'script' && node.tag !== 'style') out += textContent(node.children);
  }
  return out;
}

// Elements whose text is read apart from their neighbours' (a table's cells are not one word).
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'tr',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Every element in document order, with its index among the elements of its tag. */
export function elementsInOrder(
  nodes: readonly HtmlNode[],
): { element: HtmlElement; index: number }[] {
  const counts = new Map<string, number>();
  const out: { element: HtmlElement; index: number }[] = [];
  const walk = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      const index = counts.get(node.tag) ?? 0;
      counts.set(node.tag, index + 1);
      out.push({ element: node, index });
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}
