import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import districtConfig from '@district/district-config';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSources } from './content-report';
import {
  renderTranslationCsv,
  renderTranslationHtml,
  reportedLanguages,
  staleReviews,
  translationRows,
} from './translation-report';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, 'node_modules', '.bin', 'tsx');
const NO_SERVICES = { GRAPHQL_ENDPOINT: '', SEARCH_ENDPOINT: '', SEARCH_API_KEY: '' };
const ORIGIN = 'https://www.meadowlarkvalley.org';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function districtRows() {
  const { cms } = contentSources(NO_SERVICES, new Date());
  return translationRows(cms, DEMO_DISTRICT.organizationId, districtConfig);
}

describe('translation report', () => {
  it('reports each page and message in each featured language but English', async () => {
    const rows = await districtRows();
    expect(reportedLanguages(districtConfig)).toEqual(['es', 'vi', 'ar', 'so']);
    const register = rows.find((row) => row.kind === 'page' && row.path === '/register');
    expect(register?.cells.map((c) => [c.language, c.state])).toEqual([
      ['es', 'reviewed and current'],
      ['vi', 'reviewed and current'],
      ['ar', 'machine only'],
      ['so', 'machine only'],
    ]);
    const message = rows.find((row) => row.title === 'Kindergarten registration is open');
    expect(message).toMatchObject({ kind: 'message on a page', path: '/register' });
    expect(message?.cells[0]?.state).toBe('reviewed and current');
  });

  it('names the stale review of the demo district: the free-meals page in Spanish', async () => {
    const stale = staleReviews(await districtRows());
    expect(stale.map(({ row, language }) => [row.kind, row.path, language])).toEqual([
      ['page', '/food-and-nutrition-services/free-and-reduced', 'es'],
    ]);
  });

  it('lists the essential pages first: enrolment, closures, special education, meals, safety', async () => {
    const rows = await districtRows();
    const pages = rows.filter((row) => row.kind === 'page');
    const firstOther = pages.findIndex((row) => !row.essential);
    expect(firstOther).toBeGreaterThan(0);
    expect(pages.slice(firstOther).every((row) => !row.essential)).toBe(true);
    const essential = pages.slice(0, firstOther).map((row) => row.path);
    const at = (where: string) => essential.indexOf(where);
    expect(at('/register')).toBe(0);
    for (const where of [
      '/school-closures',
      '/special-education',
      '/food-and-nutrition-services/free-and-reduced',
      '/safety-and-security',
    ])
      expect(at(where), where).toBeGreaterThan(0);
    expect(at('/school-closures')).toBeLessThan(at('/special-education'));
    expect(at('/special-education')).toBeLessThan(
      at('/food-and-nutrition-services/free-and-reduced'),
    );
    expect(at('/food-and-nutrition-services/free-and-reduced')).toBeLessThan(
      at('/safety-and-security'),
    );
  });

  it('writes HTML and CSV whose every cell links to the page in that language, in preview', async () => {
    const rows = await districtRows();
    const meta = {
      organization: 'Meadowlark Valley School District',
      origin: ORIGIN,
      generatedAt: new Date(),
      source: 'the bundled demo content',
    };
    const html = renderTranslationHtml(rows, reportedLanguages(districtConfig), meta);
    expect(html).toContain(
      `<a href="${ORIGIN}/food-and-nutrition-services/free-and-reduced?lang=es&amp;preview" hreflang="es">Free and Reduced-Price Meals</a>`,
    );
    expect(html).toMatch(/<h2>Stale reviews<\/h2>\n<p>The English changed/);
    const csv = renderTranslationCsv(rows, ORIGIN).trimEnd().split('\n');
    expect(csv[0]).toBe('kind,title,path,essential,language,state,reviewed_at,url');
    expect(csv).toHaveLength(1 + rows.length * 4);
    expect(csv).toContainEqual(
      expect.stringMatching(
        /^page,Free and Reduced-Price Meals,\/food-and-nutrition-services\/free-and-reduced,true,es,reviewed but stale,20\d\d-\d\d-\d\dT[^,]+,https:\/\/www\.meadowlarkvalley\.org\/food-and-nutrition-services\/free-and-reduced\?lang=es&preview$/,
      ),
    );
  });

  it('runs as pnpm translation-report, naming the stale review and where the report is', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'translation-report-'));
    folders.push(out);
    const { stderr } = await execFileAsync(tsx, ['translation-report.ts', '--out', out], {
      cwd: here,
      env: { ...process.env, ...NO_SERVICES, SITE_URL: '', ORGANIZATION_ID: '' },
      encoding: 'utf8',
    });
    expect(stderr).toMatch(
      /Meadowlark Valley School District: \d+ pages and messages in es, vi, ar, so; 1 stale review\(s\)\n {2}stale: \/food-and-nutrition-services\/free-and-reduced \(page “Free and Reduced-Price Meals”\) in es\n/,
    );
    expect(readFileSync(path.join(out, 'mvsd.csv'), 'utf8')).toContain(
      'http://localhost:3000/register?lang=vi&preview',
    );
    await expect(
      execFileAsync(tsx, ['translation-report.ts', '--org', 'nope', '--out', out], {
        cwd: here,
        env: { ...process.env, ...NO_SERVICES },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Unknown organization id "nope".') });
  });
});
