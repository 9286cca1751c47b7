/**
 * CMS HTML is authored by many people: it is sanitized on the server (allow-list of tags and
 * attributes, safe URL schemes) after placeholders are substituted, before it is rendered.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
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
    a: ['href', 'title', 'hreflang', 'lang', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan', 'headers'],
    time: ['datetime'],
    abbr: ['title'],
    ol: ['start', 'reversed', 'type'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _authored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? '');
      // Authors do not choose rel: external links always get noopener, internal ones nothing.
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '', ...attribs },
    }),
    // The page owns its h1: content headings start at h2.
    h1: 'h2',
  },
};

/**
 * How many sanitized documents are remembered, and the longest one that is: the same page body and
 * messages are sanitized on every request for them, and sanitizing is a pure function of the text.
 */
export const SANITIZED_CACHE_ENTRIES = 500;
const SANITIZED_CACHE_MAX_LENGTH = 64 * 1024;
const sanitized = new Map<string, string>();

/** Sanitized CMS HTML, safe to render with dangerouslySetInnerHTML. */
export function sanitizeCmsHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (html.length <= SANITIZED_CACHE_MAX_LENGTH) {
    // Oldest first out: Map keeps insertion order.
    if (sanitized.size >= SANITIZED_CACHE_ENTRIES)
      sanitized.delete(sanitized.keys().next().value as string);
    sanitized.set(html, clean);
  }
  return clean;
}
