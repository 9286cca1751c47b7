import type { ContentFinding, Severity } from '@district/core/content-check/check';
import * as styles from './content-check-panel.css';

/** A finding as the panel shows it: the checker's, with the id of the element it points at. */
export type PanelFinding = Pick<
  ContentFinding,
  'severity' | 'criterion' | 'problem' | 'fix' | 'fixedOnPublish' | 'element'
> & {
  /** The `id` of the marked element on the page, or null when the finding is about no element. */
  target: string | null;
};

/** The findings of one piece of content: the page's body or one of its messages. */
export interface PanelSection {
  kind: 'page' | 'message';
  title: string;
  findings: PanelFinding[];
}

/** Props of {@link ContentCheckPanel}. */
export interface ContentCheckPanelProps {
  sections: PanelSection[];
}

/** What a severity is called, in words (its colour only repeats it). */
export const SEVERITY_LABELS: Record<Severity, string> = {
  error: 'Must fix',
  warning: 'Check',
  advice: 'Advice',
};

const ELEMENT_NAMES: Record<string, string> = {
  img: 'Image',
  a: 'Link',
  button: 'Button',
  table: 'Table',
  iframe: 'Embedded frame',
  p: 'Paragraph',
  li: 'List item',
  td: 'Table cell',
  th: 'Table header',
  blockquote: 'Quotation',
};

/** How an editor would name the element: “Link “read more””, “Heading “Breakfast””. */
export function elementName(element: NonNullable<PanelFinding['element']>): string {
  const kind = /^h[1-6]$/.test(element.tag)
    ? `Heading ${element.tag.slice(1)}`
    : (ELEMENT_NAMES[element.tag] ?? 'Text');
  return element.excerpt ? `${kind} “${element.excerpt}”` : kind;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Finding({ finding }: { finding: PanelFinding }) {
  const name = finding.element ? elementName(finding.element) : 'Title';
  return (
    <li className={styles.item}>
      <p>
        <span className={styles.badge[finding.severity]}>{SEVERITY_LABELS[finding.severity]}</span>
        {finding.target ? <a href={`#${finding.target}`}>{name}</a> : <strong>{name}</strong>}
      </p>
      <p>{finding.problem}</p>
      <p>
        <strong>How to fix:</strong> {finding.fix}
      </p>
      <p className={styles.meta}>
        WCAG {finding.criterion}
        {finding.fixedOnPublish
          ? '. The published page corrects this for you; correct it in the editor too.'
          : ''}
      </p>
    </li>
  );
}

/**
 * Preview's content check: what is wrong, for people with disabilities, in the content an editor
 * wrote (the page's body and its messages), each finding linking to its element on the page, which
 * is outlined (the link's `:target`, no JavaScript needed). An editors' tool in English, marked so
 * on a page in another language (WCAG 3.1.2), like the preview banner.
 */
export function ContentCheckPanel({ sections }: ContentCheckPanelProps) {
  const all = sections.flatMap((s) => s.findings);
  const mustFix = all.filter((f) => f.severity === 'error').length;
  const withFindings = sections.filter((s) => s.findings.length > 0);
  return (
    <section
      className={styles.root}
      aria-labelledby="content-check-title"
      lang="en"
      dir="ltr"
      data-content-check=""
    >
      <h2 id="content-check-title" className={styles.title}>
        Accessibility check of this page’s content
      </h2>
      {all.length === 0 ? (
        <p className={styles.summary}>No accessibility problems found in this page’s content.</p>
      ) : (
        <p className={styles.summary}>
          {plural(all.length, 'problem', 'problems')} found in what editors wrote
          {mustFix > 0 ? `, ${mustFix} of them to fix before publishing` : ''}. Each links to the
          place on the page, which is outlined.
        </p>
      )}
      {withFindings.map((section, i) => (
        <div key={`${section.kind}-${i}`}>
          <h3 className={styles.sectionTitle}>
            {section.kind === 'page' ? 'Page content' : `Message “${section.title}”`}
          </h3>
          <ol className={styles.list}>
            {section.findings.map((finding, j) => (
              <Finding key={`${finding.target ?? 'title'}-${j}`} finding={finding} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
