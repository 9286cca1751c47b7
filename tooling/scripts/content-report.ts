/**
 * `pnpm content-report [--org <id>] [--out <folder>]`: runs the content checker over every page
 * and message of an organization, as the site renders them (sanitized, the preview's check), and
 * writes an HTML report and a CSV: counts per rule and per page, each page linking to its preview.
 * Content comes from the configured CMS and search service (GRAPHQL_ENDPOINT, SEARCH_ENDPOINT…,
 * through @district/data's adapters), else from the bundled demo district.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ContentFinding,
  countBySeverity,
  RULE_IDS,
  RULE_SUMMARIES,
  type RuleId,
} from '@district/core/content-check/check';
import type { Message } from '@district/core/entities/message';
import { buildMessageSearch } from '@district/core/search/builders';
import { loadServerConfig } from '@district/data/config';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import { createEmbeddedSearch } from '@district/data/embedded/embedded-search';
import type { CmsPort, SearchPort } from '@district/data/ports';
import { createRemoteAdapters } from '@district/data/remote-adapters';
import { searchMessages } from '@district/data/search/documents';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import { checkCmsHtml, UNDER_MESSAGE_HEADING, UNDER_PAGE_TITLE } from '@district/site/sanitize';
import { inheritedEnvironment } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One checked piece of content: a page's body, a message on a page, or a message of its own. */
export interface CheckedItem {
  kind: 'page' | 'message on a page' | 'message';
  title: string;
  /** Where it is seen on the site (a message on a page: the page's path). */
  path: string;
  findings: ContentFinding[];
}

/** Where the content comes from. */
export interface ContentSources {
  cms: CmsPort;
  search: SearchPort;
  /** Which of them are the bundled demo district's. */
  embedded: { cms: boolean; search: boolean };
}

/** The configured CMS and search service, each the bundled demo content's when not configured. */
export function contentSources(env: NodeJS.ProcessEnv, now: Date): ContentSources {
  const config = loadServerConfig(env);
  const remote = createRemoteAdapters(config, {
    logger: { info: () => {}, warn: () => {}, error: (c, m) => console.error(m, c) },
    onUpstreamCall: () => {},
  });
  const bundle = !remote.cms || !remote.search ? createDemoContent({ now }) : null;
  return {
    cms: remote.cms ?? createEmbeddedCms(bundle as NonNullable<typeof bundle>),
    search: remote.search ?? createEmbeddedSearch(bundle as NonNullable<typeof bundle>),
    embedded: { cms: !remote.cms, search: !remote.search },
  };
}

const MESSAGE_PAGE_SIZE = 1000;

function messagePath(message: Pick<Message, 'channels' | 'slug'>): string {
  if (message.channels.includes('News & Stories')) return `/stories/${message.slug}`;
  if (message.channels.includes('Announcements')) return `/announcements/${message.slug}`;
  // Notifications have no page of their own: they show on every page, the home page first.
  return '/';
}

/** Every message the organization owns that is published now, page by page of the index. */
async function ownMessages(search: SearchPort, organizationId: string, now: Date) {
  const own: Message[] = [];
  for (let skip = 0; ; skip += MESSAGE_PAGE_SIZE) {
    const query = buildMessageSearch({
      now,
      organizationIds: [organizationId],
      top: MESSAGE_PAGE_SIZE,
      skip,
    });
    const result = await searchMessages(search, query);
    own.push(
      ...result.hits.map((h) => h.document).filter((m) => m.ownerOrganizationId === organizationId),
    );
    if (result.hits.length < MESSAGE_PAGE_SIZE) return own;
  }
}

/**
 * Checks every page of the organization (its body and the messages placed on it) and every
 * message it owns; `onProgress` hears each one done.
 */
export async function checkOrganization(
  sources: ContentSources,
  organizationId: string,
  now: Date,
  onProgress: (done: number, total: number, label: string) => void = () => {},
): Promise<CheckedItem[]> {
  const [refs, messages] = await Promise.all([
    sources.cms.listPages(organizationId),
    ownMessages(sources.search, organizationId, now),
  ]);
  const total = refs.length + messages.length;
  const items: CheckedItem[] = [];
  let done = 0;
  for (const ref of refs) {
    const page = await sources.cms.getPageByPath(organizationId, ref.path.path);
    onProgress(++done, total, ref.path.path);
    if (!page) continue;
    const where = page.path.path;
    items.push({
      kind: 'page',
      title: page.title,
      path: where,
      findings: checkCmsHtml({ html: page.bodyHtml, title: page.title, ...UNDER_PAGE_TITLE }, 'c')
        .findings,
    });
    for (const { message } of page.messages) {
      items.push({
        kind: 'message on a page',
        title: message.title,
        path: where,
        findings: checkCmsHtml(
          { html: message.bodyHtml, title: message.title, ...UNDER_MESSAGE_HEADING },
          'c',
        ).findings,
      });
    }
  }
  for (const message of messages) {
    onProgress(++done, total, message.slug);
    items.push({
      kind: 'message',
      title: message.title,
      path: messagePath(message),
      findings: checkCmsHtml(
        { html: message.bodyHtml, title: message.title, ...UNDER_PAGE_TITLE },
        'c',
      ).findings,
    });
  }
  return items;
}

/** The preview address of a path: `<origin><path>?preview`. */
export function previewUrl(origin: string, where: string): string {
  return `${origin.replace(/\/$/, '')}${where}?preview`;
}

/** How many findings each rule has, in the rules' order. */
export function countsByRule(items: readonly CheckedItem[]): Record<RuleId, number> {
  const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0])) as Record<RuleId, number>;
  for (const item of items) for (const f of item.findings) counts[f.rule] += 1;
  return counts;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const SEVERITY_WORDS = { error: 'Must fix', warning: 'Check', advice: 'Advice' } as const;

/** What the report says about the run. */
export interface ReportMeta {
  organization: string;
  origin: string;
  generatedAt: Date;
  seconds: number;
  source: string;
}

/** The report as a standalone, accessible HTML document. */
export function renderHtmlReport(items: readonly CheckedItem[], meta: ReportMeta): string {
  const withFindings = items.filter((i) => i.findings.length > 0);
  const all = items.flatMap((i) => i.findings);
  const severities = countBySeverity(all);
  const byRule = countsByRule(items);
  const ruleRows = RULE_IDS.map((id) => {
    const pages = new Set(
      items.filter((i) => i.findings.some((f) => f.rule === id)).map((i) => i.path),
    ).size;
    const criterion = all.find((f) => f.rule === id)?.criterion ?? '';
    return `<tr><th scope="row">${escapeHtml(RULE_SUMMARIES[id])}</th><td>${criterion}</td><td>${byRule[id]}</td><td>${pages}</td></tr>`;
  }).join('\n');
  const itemSections = withFindings
    .map((item) => {
      const counts = countBySeverity(item.findings);
      const findings = item.findings
        .map(
          (f) =>
            `<li><strong>${SEVERITY_WORDS[f.severity]}</strong> (WCAG ${f.criterion})${
              f.element ? ` — ${escapeHtml(f.element.tag)} “${escapeHtml(f.element.excerpt)}”` : ''
            }: ${escapeHtml(f.problem)} <em>How to fix:</em> ${escapeHtml(f.fix)}${
              f.fixedOnPublish ? ' (The published page corrects this.)' : ''
            }</li>`,
        )
        .join('\n');
      return `<section>
<h3>${escapeHtml(item.title)} <small>(${item.kind}, ${escapeHtml(item.path)})</small></h3>
<p><a href="${escapeHtml(previewUrl(meta.origin, item.path))}">Open “${escapeHtml(item.title)}” in preview</a> — ${counts.error} must fix, ${counts.warning} to check, ${counts.advice} advice.</p>
<ul>
${findings}
</ul>
</section>`;
    })
    .join('\n');
  const clean = items.length - withFindings.length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content accessibility report: ${escapeHtml(meta.organization)}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
a { color: #0b57d0; }
section { border-top: 1px solid #767676; margin-top: 1rem; }
small { font-weight: normal; }
</style>
</head>
<body>
<main>
<h1>Content accessibility report: ${escapeHtml(meta.organization)}</h1>
<p>What editors wrote, checked against WCAG 2.1 AA: ${items.length} pages and messages from ${escapeHtml(meta.source)}, on ${meta.generatedAt.toISOString()}, in ${meta.seconds.toFixed(1)} s.</p>
<p>${all.length} problems on ${withFindings.length} pages and messages (${severities.error} must fix, ${severities.warning} to check, ${severities.advice} advice); ${clean} have none.</p>
<h2>By rule</h2>
<table>
<thead><tr><th scope="col">Problem</th><th scope="col">WCAG</th><th scope="col">Found</th><th scope="col">Pages</th></tr></thead>
<tbody>
${ruleRows}
</tbody>
</table>
<h2>By page and message</h2>
${itemSections || '<p>No accessibility problems found in any page’s content.</p>'}
</main>
</body>
</html>
`;
}

function csvCell(value: string | number | boolean): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per finding, for a spreadsheet. */
export function renderCsv(items: readonly CheckedItem[], origin: string): string {
  const header = [
    'kind',
    'title',
    'path',
    'preview',
    'rule',
    'wcag',
    'severity',
    'element',
    'excerpt',
    'problem',
    'fix',
    'fixed_on_publish',
  ];
  const rows = items.flatMap((item) =>
    item.findings.map((f) => [
      item.kind,
      item.title,
      item.path,
      previewUrl(origin, item.path),
      f.rule,
      f.criterion,
      f.severity,
      f.element ? `${f.element.tag}[${f.element.index}]` : '',
      f.element?.excerpt ?? '',
      f.problem,
      f.fix,
      f.fixedOnPublish,
    ]),
  );
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** `--org <id>` and `--out <folder>`. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    if (at === -1) return undefined;
    const next = argv[at + 1];
    if (!next || next.startsWith('--')) throw new Error(`${name} needs a value.`);
    return next;
  };
  return {
    organizationId: value('--org') ?? env.ORGANIZATION_ID ?? DEMO_DISTRICT.organizationId,
    out: path.resolve(repoRoot, value('--out') ?? 'content-report'),
  };
}

/** Runs the report; returns the files written and what it found. */
export async function runContentReport(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = (line) => process.stderr.write(line),
) {
  const started = performance.now();
  const now = new Date();
  const { organizationId, out } = parseArgs(argv, env);
  const sources = contentSources(env, now);
  const organizations = await sources.cms.getOrganizations();
  const organization = organizations.find((o) => o.id === organizationId);
  if (!organization) throw new Error(`Unknown organization id "${organizationId}".`);
  const items = await checkOrganization(sources, organizationId, now, (done, total, label) => {
    // One line rewritten in a terminal; a line now and then in a log.
    if (process.stderr.isTTY) log(`\rChecking ${done}/${total}: ${label.slice(0, 50).padEnd(50)}`);
    else if (done === total || done % 25 === 0) log(`Checked ${done}/${total}\n`);
  });
  if (process.stderr.isTTY) log('\n');
  const seconds = (performance.now() - started) / 1000;
  const origin = env.SITE_URL || 'http://localhost:3000';
  const source = sources.embedded.cms ? 'the bundled demo content' : 'the configured CMS';
  mkdirSync(out, { recursive: true });
  const base = path.join(out, organization.abbreviation?.toLowerCase() || organizationId);
  const meta = { organization: organization.title, origin, generatedAt: now, seconds, source };
  writeFileSync(`${base}.html`, renderHtmlReport(items, meta));
  writeFileSync(`${base}.csv`, renderCsv(items, origin));
  const findings = items.reduce((n, i) => n + i.findings.length, 0);
  const affected = items.filter((i) => i.findings.length > 0).length;
  log(
    `${organization.title}: ${items.length} pages and messages checked in ${seconds.toFixed(1)} s; ${findings} problems on ${affected} of them.\nReport: ${path.relative(repoRoot, `${base}.html`)} (and .csv)\n`,
  );
  return { html: `${base}.html`, csv: `${base}.csv`, items, seconds };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runContentReport(process.argv.slice(2), inheritedEnvironment()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
