/**
 * The boundaries of the site and its server (docs/decisions/023-services-and-build-contract.md):
 *
 * - services are passed in: the app's organization (`~org`) is read and the services are made
 *   in one place, the build's `siteBuild.createServices` (`app/entry.server.tsx`); no module keeps
 *   a `getServices()` singleton, so no test mocks the organization module;
 * - the app and the server meet only in the contract (`@district/site-server/contract`): nothing
 *   outside packages/site-server imports its other modules, nothing in it (tests included)
 *   imports the site (`@district/site`, packages/site), and the contract imports neither.
 *
 * `tsx site-boundaries.ts` prints every finding (none: the boundaries hold).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = 'packages/site';
const SERVER = 'packages/site-server';
const CONTRACT = `${SERVER}/src/contract`;

/** The one module that reads `~org` and makes the services. */
export const SERVICES_MADE_IN = `${SITE}/app/entry.server.tsx`;

/** Findings allowed for now, `path: rule` with the reason (none). */
export const ALLOWED: Readonly<Record<string, string>> = {};

export interface Finding {
  file: string;
  line: number;
  rule: 'mocks ~org' | 'calls getServices' | 'imports ~org' | 'makes services' | 'crosses';
  text: string;
}

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const TEST = /\.(?:test|spec)\.tsx?$|\/testing\//;
const MOCKS_ORG = /\bvi\.(?:do)?[mM]ock\(\s*['"`]~org['"`]/;
const GET_SERVICES = /\bgetServices\s*\(/;
const IMPORTS_ORG = /\bfrom\s+['"]~org['"]|\bimport\(\s*['"]~org['"]\s*\)/;
const MAKES_SERVICES = /\bcreateSiteServices\s*\(/;
const SPECIFIER = /\b(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const PACKAGE = /\b(?:from\s+|import\s*\(\s*)['"](@district\/site(?:-server)?(?:\/[^'"]*)?)['"]/g;

/** Whether a repository path lies in the folder `folder`. */
function within(folder: string, file: string): boolean {
  return !path.posix.relative(folder, file).startsWith('..');
}

/** Which side of the boundary a repository path lies on. */
function sideOf(file: string): 'site' | 'contract' | 'server' | 'other' {
  if (within(CONTRACT, file)) return 'contract';
  if (within(SERVER, file)) return 'server';
  if (within(SITE, file)) return 'site';
  return 'other';
}

/** Whether a module on side `from` may import one on side `into` (by path or package name). */
function mayImport(from: ReturnType<typeof sideOf>, into: ReturnType<typeof sideOf>): boolean {
  if (from === 'contract') return into === 'contract' || into === 'other';
  if (from === 'server') return into !== 'site';
  // The site and everything else: the server package only through its contract.
  return into !== 'server';
}

/** The side a package specifier names: the contract, the server's internals or the site. */
function sideOfPackage(specifier: string): ReturnType<typeof sideOf> {
  if (specifier === '@district/site-server/contract') return 'contract';
  return specifier.startsWith('@district/site-server') ? 'server' : 'site';
}

/** The findings in one module's source, `file` relative to the repository. */
export function findingsIn(file: string, source: string): Finding[] {
  const side = sideOf(file);
  // The site and its server: where the organization is read and the services made.
  const inScope = side !== 'other';
  const test = TEST.test(file);
  const found: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    const at = { file, line: index + 1, text: text.trim() };
    if (MOCKS_ORG.test(text)) found.push({ ...at, rule: 'mocks ~org' });
    for (const match of text.matchAll(PACKAGE)) {
      if (!mayImport(side, sideOfPackage(match[1]!))) found.push({ ...at, rule: 'crosses' });
    }
    for (const match of text.matchAll(SPECIFIER)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
      if (!mayImport(side, sideOf(target))) found.push({ ...at, rule: 'crosses' });
    }
    if (!inScope) return;
    if (GET_SERVICES.test(text) && !/^\s*(?:\/\/|\*)/.test(text)) {
      found.push({ ...at, rule: 'calls getServices' });
    }
    if (IMPORTS_ORG.test(text) && file !== SERVICES_MADE_IN) {
      found.push({ ...at, rule: 'imports ~org' });
    }
    if (MAKES_SERVICES.test(text) && !test && file !== SERVICES_MADE_IN) {
      if (!/^\s*(?:\/\/|\*)|export function createSiteServices/.test(text)) {
        found.push({ ...at, rule: 'makes services' });
      }
    }
  });
  return found;
}

/** The repository's source files (tracked and new), without dependencies and build output. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'packages', 'apps', 'tooling'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !/\/(?:dist|build|node_modules)\//.test(file))
    .filter((file) => !file.endsWith('site-boundaries.test.ts'))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

/** Every finding in the repository, with whether the allow-list names it. */
export function siteBoundaryFindings(): (Finding & { allowed: boolean })[] {
  return sourceFiles().flatMap((file) =>
    findingsIn(file, readFileSync(path.join(repoRoot, file), 'utf8')).map((finding) => ({
      ...finding,
      allowed: `${finding.file}: ${finding.rule}` in ALLOWED,
    })),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const findings = siteBoundaryFindings();
  for (const { file, line, rule, text, allowed } of findings) {
    console.log(`${allowed ? 'allowed' : 'finding'} ${file}:${line} ${rule}: ${text}`);
  }
  console.log(
    `site boundary findings: ${findings.filter((finding) => !finding.allowed).length} (${findings.filter((finding) => finding.allowed).length} allowed)`,
  );
}
