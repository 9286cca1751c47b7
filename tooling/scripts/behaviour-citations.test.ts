/**
 * Code and docs cite the product's rules in docs/behaviour.md, by the ids placed before its
 * headings, never a document outside the repository (STYLE.md, "Comments explain why"). Biome
 * cannot see comments' meaning, so this reads every tracked source and doc file itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const BEHAVIOUR = 'docs/behaviour.md';
const SELF = path.relative(repoRoot, fileURLToPath(import.meta.url));

/** What is read: source and docs; CHANGELOG.md files are release history and keep their words. */
const CHECKED = /\.(?:ts|tsx|js|jsx|mjs|cjs|md|graphql|ya?ml)$/;
/** The outside product brief, by name (`SPEC 7.1`, `SPEC's`) or by its folder; not `SPECIAL`. */
const OUTSIDE = [/\bSPEC\b/];
/** A citation of a section: `docs/behaviour.md#limits`, or a link `behaviour.md#limits`. */
const CITATION = /behaviour\.md#([A-Za-z0-9_-]+)/g;

/** The lines of `text` that name the outside brief, as `line: text`. */
function outsideMentions(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

/** The section ids `text` cites in behaviour.md. */
function citedIds(text: string): string[] {
  return [...text.matchAll(CITATION)].map((match) => match[1] as string);
}

/** The explicit ids behaviour.md defines (`<a id="limits"></a>`). */
function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] as string);
}

/** Headings after the title with no explicit id on the line before the blank line above them. */
function headingsWithoutId(markdown: string): string[] {
  const lines = markdown.split('\n');
  return lines.flatMap((line, index) => {
    if (!/^#{1,6} /.test(line) || index === 0) return [];
    const anchored =
      lines[index - 1] === '' && /^<a id="[^"]+"><\/a>$/.test(lines[index - 2] ?? '');
    return anchored ? [] : [line];
  });
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CHECKED.test(file) && path.basename(file) !== 'CHANGELOG.md')
    .filter((file) => file !== SELF);
}

function read(file: string): string {
  try {
    return readFileSync(path.join(repoRoot, file), 'utf8');
  } catch {
    return ''; // deleted in the working tree, not yet in the index
  }
}

describe('the guard reads citations as a reader would', () => {
  it('finds the outside brief by name, not in identifiers', () => {
    expect(outsideMentions('// see SPEC 7.1\n/** SPEC’s title */\nok')).toEqual([
      '1: // see SPEC 7.1',
      '2: /** SPEC’s title */',
    ]);
    expect(outsideMentions('const SPECIAL = 1; SPEC_LANGUAGE_SET; spec.ts')).toEqual([]);
  });

  it('reads cited ids in comments and in links', () => {
    expect(citedIds('(docs/behaviour.md#limits), [x](behaviour.md#editors)')).toEqual([
      'limits',
      'editors',
    ]);
  });

  it('finds a heading whose id is missing', () => {
    const markdown = '# Title\n\n<a id="one"></a>\n\n## One\n\n## Two\n';
    expect(definedIds(markdown)).toEqual(['one']);
    expect(headingsWithoutId(markdown)).toEqual(['## Two']);
  });
});

describe('code and docs cite docs/behaviour.md', () => {
  const files = trackedFiles();
  const behaviour = read(BEHAVIOUR);
  const ids = definedIds(behaviour);

  it('reads the repository (a sanity check that the file list is not empty)', () => {
    expect(files).toContain(BEHAVIOUR);
    expect(files.length).toBeGreaterThan(100);
  });

  it('never names the product brief outside the repository', () => {
    const found = files.flatMap((file) =>
      outsideMentions(read(file)).map((mention) => `${file}:${mention}`),
    );
    expect(found, 'cite docs/behaviour.md#<id> instead').toEqual([]);
  });

  it('cites only ids behaviour.md defines', () => {
    const known = new Set(ids);
    const unknown = files.flatMap((file) => {
      const text = read(file);
      const cited =
        file === BEHAVIOUR ? [...text.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]) : [];
      return [...citedIds(text), ...cited]
        .filter((id) => !known.has(id as string))
        .map((id) => `${file}: #${id}`);
    });
    expect(unknown).toEqual([]);
  });

  it('gives every section of behaviour.md one explicit id', () => {
    expect(headingsWithoutId(behaviour)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
