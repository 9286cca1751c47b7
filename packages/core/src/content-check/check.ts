/**
 * The content checker: what is wrong, for people with disabilities, in the HTML an editor wrote
 * (a page's body or a message's), told in words an editor understands. Templates are checked by
 * axe and the Nu checker; this looks at what editors publish, where school sites fail audits.
 * Pure: HTML (or a tree from `parseHtml`) and metadata in, findings out.
 */
import { z } from 'zod';
import {
  elementsInOrder,
  type HtmlElement,
  type HtmlNode,
  parseHtml,
  textContent,
} from './html-tree';
import { CONTENT_RULES } from './rules';

/**
 * How bad a finding is: `error` fails WCAG 2.1 AA; `warning` most likely fails it, an editor
 * should look; `advice` is beyond AA but makes pages harder to read.
 */
export type Severity = 'error' | 'warning' | 'advice';

/** The rules, by id. */
export const RULE_IDS = [
  'page-title',
  'image-alt',
  'heading-in-body',
  'heading-skipped',
  'empty-link',
  'empty-button',
  'vague-link',
  'file-link',
  'table-headers',
  'iframe-title',
  'colour-only',
  'capitals',
  'language-change',
] as const;

/** A rule's id. */
export type RuleId = (typeof RULE_IDS)[number];

/** What each rule looks for, in a few words (a report's row names). */
export const RULE_SUMMARIES: Record<RuleId, string> = {
  'page-title': 'Content without a title',
  'image-alt': 'Images without alternative text, or with a file name as their text',
  'heading-in-body': 'Heading 1 in the body (the page title is the Heading 1)',
  'heading-skipped': 'Heading levels skipped',
  'empty-link': 'Links with no text',
  'empty-button': 'Buttons with no text',
  'vague-link':
    'Link text that means nothing on its own (“click here”, “read more”, a web address)',
  'file-link': 'Links to files that do not say the file’s type (or size)',
  'table-headers': 'Data tables without header cells',
  'iframe-title': 'Embedded frames without a title',
  'colour-only': 'Instructions that rely on colour alone',
  capitals: 'Long passages in capitals',
  'language-change': 'Passages in another language, not marked as such',
};

/** Where an element is: its tag, its index among the elements of that tag, and a short excerpt. */
export interface ElementLocator {
  tag: string;
  index: number;
  excerpt: string;
}

/** One problem in the content. */
export interface ContentFinding {
  rule: RuleId;
  /** The WCAG success criterion, e.g. `1.1.1`. */
  criterion: string;
  severity: Severity;
  /** The element at fault; null when the problem is the content's metadata (its title). */
  element: ElementLocator | null;
  /** What is wrong, in plain words. */
  problem: string;
  /** What to do about it, in plain words. */
  fix: string;
  /** The site corrects this when it renders the page (safe-fixes.ts); the source still needs it. */
  fixedOnPublish: boolean;
}

/** What the checker is given. */
export const contentCheckInputSchema = z.object({
  html: z.string(),
  /** The content's title (the page's or the message's heading). */
  title: z.string(),
  /** The language the content is written in (BCP 47), e.g. `en`. */
  language: z.string().min(1),
  /** The level of the heading the content sits under: 1 under a page's h1, 2 under a message's h2. */
  headingsUnder: z.number().int().min(1).max(5).default(1),
  /** Sizes in bytes of files the CMS knows, by URL: named in the file-link fix. */
  fileSizes: z.record(z.string(), z.number().nonnegative()).default({}),
});

/** What the checker is given (defaults filled in or not). */
export type ContentCheckInput = z.input<typeof contentCheckInputSchema>;

/** What a rule sees. */
export interface RuleContext {
  tree: readonly HtmlNode[];
  elements: readonly { element: HtmlElement; index: number }[];
  /** The language each element is in: its own or nearest ancestor's `lang`, else the content's. */
  languageOf: (element: HtmlElement) => string;
  input: z.output<typeof contentCheckInputSchema>;
  locate: (element: HtmlElement) => ElementLocator;
}

/** A rule: one kind of problem. */
export type ContentRule = (context: RuleContext) => ContentFinding[];

const EXCERPT_LENGTH = 60;

/** A short, single-line excerpt of a text, cut at a word with an ellipsis. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function describeElement(element: HtmlElement): string {
  const text = textContent(element.children);
  if (text.trim()) return excerptOf(text);
  if (element.tag === 'img' || element.tag === 'iframe') {
    const src = element.attrs.src ?? '';
    return excerptOf(src.split(/[?#]/)[0]?.split('/').pop() || src);
  }
  return excerptOf(element.attrs.href ?? '');
}

/** Checks content; findings come in document order (the title's first). */
export function checkContent(
  input: ContentCheckInput,
  tree?: readonly HtmlNode[],
): ContentFinding[] {
  const parsed = contentCheckInputSchema.parse(input);
  const nodes = tree ?? parseHtml(parsed.html);
  const elements = elementsInOrder(nodes);
  const indexOf = new Map(elements.map((e) => [e.element, e.index]));
  const languages = new Map<HtmlElement, string>();
  const walk = (list: readonly HtmlNode[], language: string) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      const own = node.attrs.lang?.trim() || language;
      languages.set(node, own);
      walk(node.children, own);
    }
  };
  walk(nodes, parsed.language);
  const context: RuleContext = {
    tree: nodes,
    elements,
    languageOf: (element) => languages.get(element) ?? parsed.language,
    input: parsed,
    locate: (element) => ({
      tag: element.tag,
      index: indexOf.get(element) ?? 0,
      excerpt: describeElement(element),
    }),
  };
  const findings = CONTENT_RULES.flatMap((rule) => rule(context));
  const orderOf = new Map(elements.map((e, i) => [`${e.element.tag}:${e.index}`, i]));
  const position = (f: ContentFinding) =>
    f.element ? (orderOf.get(`${f.element.tag}:${f.element.index}`) ?? 0) : -1;
  // Stable sort: two findings on one element keep the rules' order.
  return findings
    .map((finding, i) => ({ finding, i, at: position(finding) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.finding);
}

/** Counts findings by severity. */
export function countBySeverity(findings: readonly ContentFinding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, advice: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
