/**
 * CMS HTML is authored by many people: sanitized on the server (allow-listed tags, attributes and
 * URL schemes) after placeholders are filled, then given the content checker's safe fixes. In
 * preview, `checkCmsHtml` also reports what is wrong and marks the elements at fault.
 */
import { type ContentFinding, checkContent } from '@district/core/content-check/check';
import { type HtmlNode, parseHtml, serializeHtml } from '@district/core/content-check/html-tree';
import { applySafeFixes, markElements } from '@district/core/content-check/safe-fixes';
import { DEFAULT_LANGUAGE_CODE } from '@district/core/languages/languages';
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    // Kept for the checker to report; the safe fixes make it an h2 (the page owns its h1).
    'h1',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'address',
    'time',
    'mark',
  ],
  allowedAttributes: {
    // A new window only as `_blank`, which the safe fixes then announce.
    a: ['href', 'title', 'hreflang', 'lang', 'rel', 'target'],
    // The safe fixes' visually hidden note, kept when translated HTML is sanitized again.
    span: [{ name: 'data-fix', multiple: false, values: ['new-window'] }],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan', 'headers'],
    time: ['datetime'],
    abbr: ['title'],
    ol: ['start', 'reversed', 'type'],
    // `translate="no"` keeps names and glossary terms as written through machine translation.
    '*': ['lang', 'dir', 'translate'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _authored, target, ...rest } = attribs;
      // A new window only as `_blank`, which the safe fixes then announce.
      if (target?.toLowerCase() === '_blank') rest.target = '_blank';
      const external = /^https?:\/\//i.test(rest.href ?? '');
      // Authors do not choose rel: external links always get noopener, internal ones nothing.
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    // A missing alt stays missing for the checker; the safe fixes then mark the image decorative.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', decoding: 'async', ...attribs },
    }),
  },
};

/** Where content sits: the level of the heading above it (1: a page's h1, 2: a message's h2). */
export interface ContentPlace {
  headingsUnder: 1 | 2;
}

/** Page bodies and a message on its own page sit under the page's h1. */
export const UNDER_PAGE_TITLE: ContentPlace = { headingsUnder: 1 };
/** A message placed on a page sits under its own h2. */
export const UNDER_MESSAGE_HEADING: ContentPlace = { headingsUnder: 2 };

/** How many sanitized documents are remembered: sanitizing is pure and repeats on every request. */
export const SANITIZED_CACHE_ENTRIES = 500;
/** The memo's byte bound: a few long documents push out many short ones. */
export const SANITIZED_CACHE_BYTES = 32 * 1024 * 1024;
/** The largest document remembered, with its sanitized text (about 64 K characters each). */
export const SANITIZED_CACHE_ENTRY_BYTES = 256 * 1024;
const sanitized = new LRUCache<string, string>({
  max: SANITIZED_CACHE_ENTRIES,
  maxSize: SANITIZED_CACHE_BYTES,
  maxEntrySize: SANITIZED_CACHE_ENTRY_BYTES,
  sizeCalculation: (clean, key) => (key.length + clean.length) * 2,
});

/** What the sanitized-document memo holds now: documents and their bytes (for tests). */
export function sanitizedMemory(): { entries: number; bytes: number } {
  return { entries: sanitized.size, bytes: sanitized.calculatedSize };
}

/** The allow-list pass alone, without the safe fixes (what the fixes are compared with). */
export function sanitizedOnly(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function sanitizedTree(html: string): HtmlNode[] {
  return parseHtml(sanitizedOnly(html));
}

/** Sanitized CMS HTML with the safe fixes, safe to render with dangerouslySetInnerHTML. */
export function sanitizeCmsHtml(
  html: string | null | undefined,
  place: ContentPlace = UNDER_PAGE_TITLE,
): string {
  if (!html) return '';
  const key = `${place.headingsUnder}${html}`;
  const known = sanitized.get(key);
  if (known !== undefined) return known;
  const clean = serializeHtml(applySafeFixes(sanitizedTree(html), place));
  // Not kept when larger than SANITIZED_CACHE_ENTRY_BYTES (lru-cache's maxEntrySize).
  sanitized.set(key, clean);
  return clean;
}

/** A finding of the content checker, with the id of the element it points at on the page. */
export interface MarkedFinding extends ContentFinding {
  /** The `id` of the marked element (`check-3`), or null when it is about no element. */
  target: string | null;
}

/** Content to check: its HTML, its title, where it sits, and the prefix of its elements' ids. */
export interface CheckedContent extends ContentPlace {
  html: string | null | undefined;
  title: string;
}

/**
 * Preview: the content as `sanitizeCmsHtml` renders it, elements at fault given ids, and the
 * findings, checked before the safe fixes so an editor learns what the site corrects too.
 */
export function checkCmsHtml(
  content: CheckedContent,
  idPrefix: string,
): { html: string; findings: MarkedFinding[] } {
  const tree = sanitizedTree(content.html ?? '');
  // The CMS writes content in the district's language; the reader's comes from translation.
  const findings = checkContent(
    {
      html: '',
      title: content.title,
      language: DEFAULT_LANGUAGE_CODE,
      headingsUnder: content.headingsUnder,
    },
    tree,
  );
  const ids = new Map<string, string>();
  const marked = findings.map((finding) => {
    if (!finding.element) return { ...finding, target: null };
    const key = `${finding.element.tag}:${finding.element.index}`;
    const id = ids.get(key) ?? `${idPrefix}${ids.size + 1}`;
    ids.set(key, id);
    return { ...finding, target: id };
  });
  markElements(
    tree,
    [...ids].map(([key, id]) => {
      const [tag, index] = key.split(':') as [string, string];
      return { tag, index: Number(index), id };
    }),
  );
  return { html: serializeHtml(applySafeFixes(tree, content)), findings: marked };
}
