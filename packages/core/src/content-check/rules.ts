/**
 * The content checker's rules, one function each, in the order an editor meets the problems.
 * Each finding says what is wrong and how to fix it in the words of a page editor, not of WCAG.
 */
import type { ContentFinding, ContentRule, RuleContext } from './check';
import { type HtmlElement, textContent } from './html-tree';
import { guessLanguage, LANGUAGE_NAMES, primaryLanguage } from './language-guess';

const HEADING = /^h([1-6])$/;

/** File types a link may point at, by extension, with the name a reader knows them by. */
export const FILE_TYPES: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  odt: 'OpenDocument',
  ods: 'OpenDocument',
  odp: 'OpenDocument',
  rtf: 'RTF',
  csv: 'CSV',
  zip: 'ZIP',
};

// Words in a link's text that already say what kind of file it is.
const FILE_TYPE_WORDS =
  /\b(pdf|word|docx?|excel|xlsx?|powerpoint|pptx?|opendocument|odt|ods|odp|rtf|csv|zip|spreadsheet|slides?)\b/i;
const FILE_SIZE_WORDS = /\d\s*(bytes?|kb|mb|gb)\b/i;

/** The file type a link points at (`PDF`, `Word`…), or null for a web page. */
export function fileTypeOf(href: string): string | null {
  const path = href.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && FILE_TYPES[extension]) || null;
}

/** Whether a link's text already names its file type. */
export function namesFileType(text: string): boolean {
  return FILE_TYPE_WORDS.test(text);
}

/** A size in bytes as a reader knows it: `240 KB`, `1.2 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The name a link or button is announced by: its `aria-label`, else its text, else its `title`. */
export function accessibleName(element: HtmlElement): string {
  const label = element.attrs['aria-label']?.trim();
  if (label) return label;
  const text = textContent(element.children).replace(/\s+/g, ' ').trim();
  return text || (element.attrs.title?.trim() ?? '');
}

const finding = (
  context: RuleContext,
  element: HtmlElement | null,
  rest: Omit<ContentFinding, 'element' | 'fixedOnPublish'> & { fixedOnPublish?: boolean },
): ContentFinding => ({
  ...rest,
  element: element ? context.locate(element) : null,
  fixedOnPublish: rest.fixedOnPublish ?? false,
});

const of = (context: RuleContext, tag: string | RegExp) =>
  context.elements
    .map((e) => e.element)
    .filter((e) => (typeof tag === 'string' ? e.tag === tag : tag.test(e.tag)));

/** 2.4.2: the content has a title. */
export const pageTitle: ContentRule = (context) =>
  context.input.title.trim()
    ? []
    : [
        finding(context, null, {
          rule: 'page-title',
          criterion: '2.4.2',
          severity: 'error',
          problem: 'This has no title: it is listed and announced with no name.',
          fix: 'Give it a title that says what it is about.',
        }),
      ];

const FILE_NAME_ALT =
  /(\.(jpe?g|png|gif|webp|svg|bmp|tiff?|heic|avif)$)|^(img|image|dsc|dscn|dcim|photo|pic|pxl|screenshot|screen shot)[\s_-]*\d/i;

/** 1.1.1: every image has alternative text, and it is not a file name. */
export const imageAlt: ContentRule = (context) =>
  of(context, 'img').flatMap((img) => {
    const alt = img.attrs.alt;
    if (alt === undefined) {
      return [
        finding(context, img, {
          rule: 'image-alt',
          criterion: '1.1.1',
          severity: 'error',
          problem: 'This image has no alternative text: people who cannot see it are told nothing.',
          fix: 'Describe what the image shows, in a sentence, in its alternative text. If it is only decoration, mark it as decorative.',
        }),
      ];
    }
    if (FILE_NAME_ALT.test(alt.trim())) {
      return [
        finding(context, img, {
          rule: 'image-alt',
          criterion: '1.1.1',
          severity: 'error',
          problem: `This image's alternative text is a file name (“${alt.trim()}”): that is what screen readers will say.`,
          fix: 'Replace it with a short description of what the image shows.',
        }),
      ];
    }
    return [];
  });

/** 1.3.1: headings go down one level at a time, under the heading the content sits under. */
export const headings: ContentRule = (context) => {
  const found: ContentFinding[] = [];
  const base = context.input.headingsUnder;
  let previous = base;
  for (const element of of(context, HEADING)) {
    const level = Number(HEADING.exec(element.tag)?.[1]);
    if (level <= base) {
      found.push(
        finding(context, element, {
          rule: 'heading-in-body',
          criterion: '1.3.1',
          severity: 'error',
          problem:
            base === 1
              ? 'This is a Heading 1, but the page title is already the page’s main heading.'
              : `This is a Heading ${level}, at the same level as the title it sits under.`,
          fix: `Use Heading ${base + 1} for the main sections of your text.`,
          fixedOnPublish: true,
        }),
      );
      previous = base + 1;
      continue;
    }
    if (level > previous + 1) {
      found.push(
        finding(context, element, {
          rule: 'heading-skipped',
          criterion: '1.3.1',
          severity: 'warning',
          problem: `This Heading ${level} comes after a Heading ${previous}: level ${previous + 1} is skipped, so the page’s outline has a gap.`,
          fix: `Use Heading ${previous + 1} here, or add the missing level above it. Choose headings by their place in the outline, not by their size.`,
          fixedOnPublish: true,
        }),
      );
    }
    previous = level;
  }
  return found;
};

/** 2.4.4 and 4.1.2: links and buttons have a name. */
export const emptyLinksAndButtons: ContentRule = (context) => [
  ...of(context, 'a')
    .filter((a) => a.attrs.href !== undefined && !accessibleName(a))
    .map((a) =>
      finding(context, a, {
        rule: 'empty-link',
        criterion: '2.4.4',
        severity: 'error',
        problem: 'This link has no text: screen readers announce only its address, or nothing.',
        fix: 'Put words in the link that say where it goes, or remove the empty link.',
      }),
    ),
  ...of(context, 'button')
    .filter((b) => !accessibleName(b))
    .map((b) =>
      finding(context, b, {
        rule: 'empty-button',
        criterion: '4.1.2',
        severity: 'error',
        problem: 'This button has no text: nobody using a screen reader can tell what it does.',
        fix: 'Put words in the button that say what it does.',
      }),
    ),
];

/** Link texts that say nothing about where the link goes. */
export const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'more information',
  'info',
  'details',
  'this link',
  'link',
  'this',
  'go',
  'continue',
  'see more',
  'find out more',
  'click this link',
]);

const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

function vagueText(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[.…:!»>→\s]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return VAGUE_LINK_TEXTS.has(words) || BARE_URL.test(words);
}

/** 2.4.4: a link's text says where it goes, unless its accessible name says more. */
export const vagueLinks: ContentRule = (context) =>
  of(context, 'a').flatMap((a) => {
    const text = textContent(a.children).replace(/\s+/g, ' ').trim();
    if (!text || !vagueText(text)) return [];
    const label = a.attrs['aria-label']?.trim();
    if (label && !vagueText(label)) return [];
    return [
      finding(context, a, {
        rule: 'vague-link',
        criterion: '2.4.4',
        severity: 'warning',
        problem: BARE_URL.test(text)
          ? 'This link’s text is a web address: screen readers read it out letter by letter.'
          : `“${text}” does not say where the link goes. People who list a page’s links, as many screen reader users do, hear only “${text}”.`,
        fix: 'Use words that name the destination, such as “Read the lunch menu” or “2025 board meeting minutes”.',
      }),
    ];
  });

/** 2.4.4: a link to a file says the file's type (and size when the CMS knows it). */
export const fileLinks: ContentRule = (context) =>
  of(context, 'a').flatMap((a) => {
    const href = a.attrs.href ?? '';
    const type = fileTypeOf(href);
    if (!type) return [];
    const text = accessibleName(a);
    const bytes = context.input.fileSizes[href];
    const size = bytes === undefined ? null : formatFileSize(bytes);
    const hasType = namesFileType(text);
    const hasSize = FILE_SIZE_WORDS.test(text);
    if (hasType && (size === null || hasSize)) return [];
    const example = `(${type}${size ? `, ${size}` : ''})`;
    return [
      finding(context, a, {
        rule: 'file-link',
        criterion: '2.4.4',
        severity: 'warning',
        problem: hasType
          ? `This link opens a ${type} file but does not say how large it is.`
          : `This link opens a ${type} file, but its text does not say so: people expect a web page, and on a phone a download may surprise them.`,
        fix: `Add ${example} to the end of the link text.${
          hasType
            ? ''
            : ` The published page adds “(${type})” for you${size ? '' : '; add the size if you know it'}.`
        }`,
        fixedOnPublish: !hasType && size === null,
      }),
    ];
  });

/** 1.3.1: a table of data has header cells. */
export const tableHeaders: ContentRule = (context) =>
  of(context, 'table').flatMap((table) => {
    const role = table.attrs.role;
    if (role === 'presentation' || role === 'none') return [];
    const rows = countDescendants(table, 'tr', 'table');
    const headers = countDescendants(table, 'th', 'table');
    if (rows < 2 || headers > 0) return [];
    return [
      finding(context, table, {
        rule: 'table-headers',
        criterion: '1.3.1',
        severity: 'error',
        problem:
          'This table has no header cells: screen readers cannot say which column or row a value belongs to.',
        fix: 'Mark the first row (and the first column, if it names the rows) as header cells in the table settings.',
      }),
    ];
  });

function countDescendants(element: HtmlElement, tag: string, stopAt: string): number {
  let count = 0;
  for (const child of element.children) {
    if (child.type !== 'element' || child.tag === stopAt) continue;
    if (child.tag === tag) count += 1;
    count += countDescendants(child, tag, stopAt);
  }
  return count;
}

/** 4.1.2: an embedded frame (video, map, form) has a title. */
export const iframeTitles: ContentRule = (context) =>
  of(context, 'iframe')
    .filter((f) => !f.attrs.title?.trim())
    .map((f) =>
      finding(context, f, {
        rule: 'iframe-title',
        criterion: '4.1.2',
        severity: 'error',
        problem: 'This embedded frame has no title: screen readers announce it as just “frame”.',
        fix: 'Give the embed a title that says what it is, such as “Video: kindergarten round-up”.',
      }),
    );

// Blocks whose own text is read as a passage (the element a text finding points at).
const TEXT_BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dd',
  'dt',
  'blockquote',
  'figcaption',
  'caption',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'address',
]);

/** Text blocks that hold no other text block: each passage is reported once, at its smallest. */
function passages(context: RuleContext): { element: HtmlElement; text: string }[] {
  const hasBlock = (element: HtmlElement): boolean =>
    element.children.some(
      (c) =>
        c.type === 'element' &&
        (TEXT_BLOCKS.has(c.tag) || c.tag === 'ul' || c.tag === 'ol' || hasBlock(c)),
    );
  return context.elements
    .map((e) => e.element)
    .filter((e) => TEXT_BLOCKS.has(e.tag) && !hasBlock(e))
    .map((element) => ({
      element,
      text: textContent(element.children).replace(/\s+/g, ' ').trim(),
    }))
    .filter((p) => p.text);
}

const COLOURS = 'red|green|blue|yellow|orange|purple|pink|grey|gray|bold red|bright green';
const COLOUR_ONLY = new RegExp(
  `\\b(?:(?:in|marked|highlighted|shown|written|coloured|colored)\\s+(?:in\\s+)?(?:${COLOURS})\\b|(?:${COLOURS})\\s+(?:button|link|text|fields?|items?|boxes?|words?|ones?|rows?|dates?|days?|squares?|circles?|dots?|sections?|areas?|cells?)\\b)`,
  'i',
);

/** 1.3.3: instructions do not rely on colour alone. */
export const colourOnly: ContentRule = (context) =>
  passages(context)
    .filter((p) => COLOUR_ONLY.test(p.text))
    .map((p) =>
      finding(context, p.element, {
        rule: 'colour-only',
        criterion: '1.3.3',
        severity: 'warning',
        problem: `“${COLOUR_ONLY.exec(p.text)?.[0]}”: people who cannot tell colours apart, or hear the page read aloud, cannot follow this.`,
        fix: 'Name the thing itself as well as its colour, such as “the required fields (marked “required”)” or “the Apply button”.',
      }),
    );

/** Words in capitals in a row that make a "long passage". */
export const CAPITALS_RUN = 5;

/** 1.4.8 (beyond AA): long passages are not written in capitals. */
export const capitals: ContentRule = (context) =>
  passages(context).flatMap((p) => {
    let run = 0;
    let longest = 0;
    for (const word of p.text.split(/\s+/)) {
      const letters = word.replace(/[^\p{L}]/gu, '');
      // One-letter words ("A", "I") neither make nor break a run.
      if (letters.length < 2) continue;
      const upper = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
      run = upper ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest < CAPITALS_RUN) return [];
    return [
      finding(context, p.element, {
        rule: 'capitals',
        criterion: '1.4.8',
        severity: 'advice',
        problem:
          'This passage is written in capitals: it is slower to read, and some screen readers spell capitals out letter by letter.',
        fix: 'Write it in ordinary sentence case. To stress something, make it bold, or say why it matters.',
      }),
    ];
  });

/** 3.1.2: a passage in another language is marked with its language. */
export const languageChange: ContentRule = (context) =>
  passages(context).flatMap((p) => {
    const marked = primaryLanguage(context.languageOf(p.element));
    const guessed = guessLanguage(p.text);
    if (!guessed || guessed === marked) return [];
    const name = LANGUAGE_NAMES[guessed] ?? guessed;
    const markedName = LANGUAGE_NAMES[marked] ?? marked;
    return [
      finding(context, p.element, {
        rule: 'language-change',
        criterion: '3.1.2',
        severity: 'warning',
        problem: `This passage seems to be in ${name}, but it is marked as ${markedName}: screen readers will pronounce it as ${markedName}.`,
        fix: `Mark the passage’s language as ${name} (language code “${guessed}”) in the editor.`,
      }),
    ];
  });

/** Every rule, in the order their findings are listed for one element. */
export const CONTENT_RULES: readonly ContentRule[] = [
  pageTitle,
  imageAlt,
  headings,
  emptyLinksAndButtons,
  vagueLinks,
  fileLinks,
  tableHeaders,
  iframeTitles,
  colourOnly,
  capitals,
  languageChange,
];
