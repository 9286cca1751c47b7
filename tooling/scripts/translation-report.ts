/**
 * `pnpm translation-report [--org <id>] [--out <folder>]`: for each page of an organization and
 * each message on its pages, in each featured language, whether a person's reviewed translation
 * is served (reviewed and current), was made for an older English (reviewed but stale), or the
 * machine translates it (machine only) — docs/behaviour.md#reviewed-translations. The district's
 * essential pages (configuration `essentialPages`) come first. Writes HTML and CSV; every cell
 * links to the page in that language, in preview. Content comes from the configured CMS
 * (GRAPHQL_ENDPOINT), else from the bundled demo district.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@district/core/entities/page';
import { essentialFirst } from '@district/core/languages/essential-pages';
import { languageSet } from '@district/core/languages/language-set';
import {
  messageRevision,
  pageRevision,
  type ReviewState,
  reviewState,
} from '@district/core/languages/reviewed-translations';
import { type DistrictConfig, isIntranet } from '@district/core/org/org-config';
import type { CmsPort } from '@district/data/ports';
import districtConfig from '@district/district-config';
import { contentSources } from './content-report';
import { inheritedEnvironment } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where one language stands for one page or message. */
export type TranslationState = 'reviewed and current' | 'reviewed but stale' | 'machine only';

/** One language's cell of a row. */
export interface LanguageCell {
  language: string;
  state: TranslationState;
  /** When the review (current or stale) was made; null for machine only. */
  reviewedAt: string | null;
}

/** A page, or a message on a page, with its state in each featured language. */
export interface TranslationRow {
  kind: 'page' | 'message on a page';
  title: string;
  /** The page it is read on. */
  path: string;
  essential: boolean;
  cells: LanguageCell[];
}

const STATE_OF: Record<ReviewState<unknown>['state'], TranslationState> = {
  current: 'reviewed and current',
  stale: 'reviewed but stale',
  machine: 'machine only',
};

function cell(
  language: string,
  state: ReviewState<{ reviewedAt: string; language: string; sourceRevision: string }>,
): LanguageCell {
  return {
    language,
    state: STATE_OF[state.state],
    reviewedAt: state.state === 'machine' ? null : state.translation.reviewedAt,
  };
}

/** The featured languages other than English, the content's own, in the district's order. */
export function reportedLanguages(config: Pick<DistrictConfig, 'languages'>): string[] {
  const set = languageSet(config.languages);
  return config.languages.featured.filter((code) => code !== 'en' && set.has(code));
}

/**
 * A row per page and per message on a page (each message once, under the first page that shows
 * it), essential pages first in the order of `essentialPages`, then the others by title.
 */
export async function translationRows(
  cms: CmsPort,
  organizationId: string,
  config: Pick<DistrictConfig, 'languages' | 'essentialPages'>,
): Promise<TranslationRow[]> {
  const languages = reportedLanguages(config);
  const refs = await cms.listPages(organizationId);
  const pages: Page[] = [];
  for (const ref of refs) {
    const page = await cms.getPageByPath(organizationId, ref.path.path);
    if (page) pages.push(page);
  }
  const candidates = pages.map((page) => ({
    page,
    path: page.path.path,
    title: page.title,
    categories: page.categories.flatMap(({ category }) =>
      (Array.isArray(category) ? category : [category]).map(({ title }) => title),
    ),
  }));
  const rows: TranslationRow[] = [];
  const seen = new Set<string>();
  for (const { page: candidate, essential } of essentialFirst(candidates, config.essentialPages)) {
    const { page } = candidate;
    const revision = pageRevision(page);
    rows.push({
      kind: 'page',
      title: page.title,
      path: page.path.path,
      essential,
      cells: languages.map((code) => cell(code, reviewState(page.translations, code, revision))),
    });
    for (const { message } of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      const own = messageRevision(message);
      rows.push({
        kind: 'message on a page',
        title: message.title,
        path: page.path.path,
        essential,
        cells: languages.map((code) => cell(code, reviewState(message.translations, code, own))),
      });
    }
  }
  return rows;
}

/** The page in a language, in preview: `<origin><path>?lang=<code>&preview`. */
export function languagePreviewUrl(origin: string, where: string, language: string): string {
  return `${origin.replace(/\/$/, '')}${where}?lang=${encodeURIComponent(language)}&preview`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** What the report says about the run. */
export interface TranslationReportMeta {
  organization: string;
  origin: string;
  generatedAt: Date;
  source: string;
}

/** The stale reviews: what an editor must have translated again. */
export function staleReviews(rows: readonly TranslationRow[]) {
  return rows.flatMap((row) =>
    row.cells
      .filter((c) => c.state === 'reviewed but stale')
      .map((c) => ({ row, language: c.language, reviewedAt: c.reviewedAt })),
  );
}

/** The report as a standalone, accessible HTML document. */
export function renderTranslationHtml(
  rows: readonly TranslationRow[],
  languages: readonly string[],
  meta: TranslationReportMeta,
): string {
  const names = languageSet(districtConfig.languages);
  const languageName = (code: string) => names.find(code)?.name ?? code;
  const stale = staleReviews(rows);
  const count = (state: TranslationState) =>
    rows.reduce((n, row) => n + row.cells.filter((c) => c.state === state).length, 0);
  const staleList = stale
    .map(
      ({ row, language, reviewedAt }) =>
        `<li><a href="${escapeHtml(languagePreviewUrl(meta.origin, row.path, language))}" hreflang="${escapeHtml(language)}">${escapeHtml(row.title)}</a> (${row.kind}, ${escapeHtml(row.path)}) in ${escapeHtml(languageName(language))}: reviewed ${escapeHtml(reviewedAt?.slice(0, 10) ?? '')}, the English changed since.</li>`,
    )
    .join('\n');
  const header = languages
    .map((code) => `<th scope="col" lang="en">${escapeHtml(languageName(code))}</th>`)
    .join('');
  const body = rows
    .map((row) => {
      const cells = row.cells
        .map(
          (c) =>
            `<td class="${c.state === 'reviewed but stale' ? 'stale' : c.state === 'reviewed and current' ? 'current' : 'machine'}"><a href="${escapeHtml(languagePreviewUrl(meta.origin, row.path, c.language))}" hreflang="${escapeHtml(c.language)}">${c.state}</a>${c.reviewedAt ? ` <small>(${escapeHtml(c.reviewedAt.slice(0, 10))})</small>` : ''}</td>`,
        )
        .join('');
      return `<tr><th scope="row">${escapeHtml(row.title)}<br><small>${row.kind}, ${escapeHtml(row.path)}</small></th><td>${row.essential ? 'Essential' : ''}</td>${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Translation report: ${escapeHtml(meta.organization)}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 75rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
a { color: #0b57d0; }
td.stale { background: #fff4e5; font-weight: bold; }
td.current { background: #e8f5e9; }
small { font-weight: normal; }
</style>
</head>
<body>
<main>
<h1>Translation report: ${escapeHtml(meta.organization)}</h1>
<p>Each page and each message on a page of ${escapeHtml(meta.source)}, in each featured language, on ${meta.generatedAt.toISOString()}: ${rows.length} rows; ${count('reviewed and current')} reviewed and current, ${count('reviewed but stale')} reviewed but stale, ${count('machine only')} machine only. The essential pages come first. Each cell opens the page in that language, in preview.</p>
<h2>Stale reviews</h2>
${stale.length > 0 ? `<p>The English changed after these were reviewed: the site serves the machine's translation until a person reviews them again.</p>\n<ul>\n${staleList}\n</ul>` : '<p>None: every reviewed translation matches the English as it is.</p>'}
<h2>Pages and messages</h2>
<table>
<thead><tr><th scope="col">Page or message</th><th scope="col">Essential</th>${header}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
</body>
</html>
`;
}

function csvCell(value: string | number | boolean): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per row and language, for a spreadsheet. */
export function renderTranslationCsv(rows: readonly TranslationRow[], origin: string): string {
  const header = ['kind', 'title', 'path', 'essential', 'language', 'state', 'reviewed_at', 'url'];
  const lines = rows.flatMap((row) =>
    row.cells.map((c) => [
      row.kind,
      row.title,
      row.path,
      row.essential,
      c.language,
      c.state,
      c.reviewedAt ?? '',
      languagePreviewUrl(origin, row.path, c.language),
    ]),
  );
  return `${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\n')}\n`;
}

/** `--org <id>` (else ORGANIZATION_ID, else the district) and `--out <folder>`. */
export function parseTranslationArgs(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    if (at === -1) return undefined;
    const next = argv[at + 1];
    if (!next || next.startsWith('--')) throw new Error(`${name} needs a value.`);
    return next;
  };
  return {
    organizationId: value('--org') ?? env.ORGANIZATION_ID ?? null,
    out: path.resolve(repoRoot, value('--out') ?? 'translation-report'),
  };
}

/** Runs the report; returns the files written and the rows. */
export async function runTranslationReport(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = (line) => process.stderr.write(line),
) {
  const now = new Date();
  const { organizationId, out } = parseTranslationArgs(argv, env);
  const sources = contentSources(env, now);
  const organizations = await sources.cms.getOrganizations();
  // Without --org: the district, the one organization no other contains (not the intranet).
  const organization = organizationId
    ? organizations.find((o) => o.id === organizationId)
    : organizations.find((o) => !o.parentOrganization && !isIntranet(o.id));
  if (!organization) throw new Error(`Unknown organization id "${organizationId}".`);
  const rows = await translationRows(sources.cms, organization.id, districtConfig);
  const languages = reportedLanguages(districtConfig);
  const origin = env.SITE_URL || 'http://localhost:3000';
  const source = sources.embedded.cms ? 'the bundled demo content' : 'the configured CMS';
  mkdirSync(out, { recursive: true });
  const base = path.join(out, organization.abbreviation?.toLowerCase() || organization.id);
  const meta = { organization: organization.title, origin, generatedAt: now, source };
  writeFileSync(`${base}.html`, renderTranslationHtml(rows, languages, meta));
  writeFileSync(`${base}.csv`, renderTranslationCsv(rows, origin));
  const stale = staleReviews(rows);
  log(
    `${organization.title}: ${rows.length} pages and messages in ${languages.join(', ')}; ${stale.length} stale review(s)${stale.map(({ row, language }) => `\n  stale: ${row.path} (${row.kind} “${row.title}”) in ${language}`).join('')}\nReport: ${path.relative(repoRoot, `${base}.html`)} (and .csv)\n`,
  );
  return { html: `${base}.html`, csv: `${base}.csv`, rows, languages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runTranslationReport(process.argv.slice(2), inheritedEnvironment()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
