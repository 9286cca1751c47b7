import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import {
  EDITOR_MISTAKE_MESSAGES,
  EDITOR_MISTAKE_PAGES,
} from '@district/demo-content/editor-mistakes';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CheckedItem,
  checkOrganization,
  contentSources,
  countsByRule,
  parseArgs,
  renderCsv,
  renderHtmlReport,
} from './content-report';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, 'node_modules', '.bin', 'tsx');
const ASPEN_GROVE = '6f1b2c3d-0000-4000-8000-000000000101';
const NO_SERVICES = { GRAPHQL_ENDPOINT: '', SEARCH_ENDPOINT: '', SEARCH_API_KEY: '' };
const now = new Date();

async function districtItems(): Promise<CheckedItem[]> {
  return checkOrganization(contentSources(NO_SERVICES, now), DEMO_DISTRICT.organizationId, now);
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('content report', () => {
  it('lists every mistake seeded in the demo district, and nothing on clean pages', async () => {
    const items = await districtItems();
    const found = items
      .filter((i) => i.findings.length > 0)
      .map((i) => [i.kind, i.title, i.path, i.findings.map((f) => f.rule).sort()]);
    expect(found).toEqual([
      [
        'page',
        'Board Policies',
        '/board-of-education/board-policies',
        ['colour-only', 'image-alt', 'vague-link'],
      ],
      [
        'page',
        'Food and Nutrition Services',
        '/food-and-nutrition-services',
        [
          'file-link',
          'heading-in-body',
          'heading-skipped',
          'image-alt',
          'table-headers',
          'vague-link',
        ],
      ],
      [
        'message on a page',
        'Complete your meal benefits application',
        '/food-and-nutrition-services',
        ['capitals', 'language-change'],
      ],
      [
        'message',
        'School choice round one closes January 15',
        '/announcements/school-choice-round-one-closes-january-15',
        ['colour-only', 'vague-link'],
      ],
    ]);
    // Seeded pages and messages are exactly the ones the demo content names.
    expect(new Set(found.map((f) => f[1]))).toEqual(
      new Set([
        'Board Policies',
        'Food and Nutrition Services',
        ...Object.keys(EDITOR_MISTAKE_MESSAGES),
      ]),
    );
    expect(Object.keys(EDITOR_MISTAKE_PAGES)).toHaveLength(2);
    expect(items.length).toBeGreaterThan(60);
  });

  it('finds nothing in a school whose editors made no mistake', async () => {
    const items = await checkOrganization(contentSources(NO_SERVICES, now), ASPEN_GROVE, now);
    expect(items.length).toBeGreaterThan(10);
    expect(items.flatMap((i) => i.findings)).toEqual([]);
  });

  it('writes counts per rule and per page, each page linking to its preview', async () => {
    const items = await districtItems();
    const html = renderHtmlReport(items, {
      organization: 'Meadowlark Valley School District',
      origin: 'https://www.example.org/',
      generatedAt: now,
      seconds: 1.25,
      source: 'the bundled demo content',
    });
    expect(countsByRule(items)).toMatchObject({ 'vague-link': 3, 'image-alt': 2, capitals: 1 });
    expect(html).toMatch(
      /<th scope="row">Link text that means nothing on its own[^<]*<\/th><td>2\.4\.4<\/td><td>3<\/td><td>3<\/td>/,
    );
    expect(html).toContain(
      '<a href="https://www.example.org/food-and-nutrition-services?preview">Open “Food and Nutrition Services” in preview</a>',
    );
    expect(html).toContain('in 1.3 s');
    expect(html).not.toContain('About Us');
    const csv = renderCsv(items, 'http://localhost:3000').trimEnd().split('\n');
    expect(csv).toHaveLength(1 + 13);
    expect(csv[0]).toBe(
      'kind,title,path,preview,rule,wcag,severity,element,excerpt,problem,fix,fixed_on_publish',
    );
    expect(
      csv.some((row) =>
        row.startsWith(
          'page,Board Policies,/board-of-education/board-policies,http://localhost:3000/board-of-education/board-policies?preview,image-alt,1.1.1,error,img[0],mvsd-logo.svg,',
        ),
      ),
    ).toBe(true);
  });

  it('says when an option has no value', () => {
    expect(() => parseArgs(['--org'], {})).toThrow('--org needs a value.');
    expect(parseArgs(['--org', ASPEN_GROVE], {}).organizationId).toBe(ASPEN_GROVE);
  });

  it('runs as a command, printing its progress and its run time, and writes HTML and CSV', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'content-report-'));
    folders.push(out);
    const { stderr } = await execFileAsync(tsx, ['content-report.ts', '--out', out], {
      cwd: here,
      env: { ...process.env, ...NO_SERVICES, SITE_URL: '' },
      encoding: 'utf8',
    });
    expect(stderr).toMatch(/Checked \d+\/\d+\n/);
    expect(stderr).toMatch(
      /Meadowlark Valley School District: \d+ pages and messages checked in \d+\.\d s; 13 problems on 4 of them\./,
    );
    expect(readFileSync(path.join(out, 'mvsd.html'), 'utf8')).toContain(
      'http://localhost:3000/board-of-education/board-policies?preview',
    );
    expect(readFileSync(path.join(out, 'mvsd.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(14);
  });

  it('refuses an unknown organization', async () => {
    await expect(
      execFileAsync(tsx, ['content-report.ts', '--org', 'nope', '--out', tmpdir()], {
        cwd: here,
        env: { ...process.env, ...NO_SERVICES },
        encoding: 'utf8',
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Unknown organization id "nope".') });
  });
});
