/**
 * Which apps does a change rebuild? Makes a throw-away commit object that changes one file (the
 * work tree and index are untouched) and asks turbo's dry run which packages
 * `--filter=...[HEAD...<commit>]` would build. Usage: `tsx affected-apps.ts <file>`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnvironment } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function git(
  args: string[],
  env: NodeJS.ProcessEnv = inheritedEnvironment(),
  input?: string,
): string {
  return execFileSync('git', args, { cwd: repoRoot, env, input, encoding: 'utf8' }).trim();
}

/** A commit object on top of HEAD in which `file` (repo-relative) has one more line. */
export function commitWithChangedFile(file: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'affected-'));
  try {
    const env = { ...inheritedEnvironment(), GIT_INDEX_FILE: path.join(dir, 'index') };
    git(['read-tree', 'HEAD'], env);
    const original = git(['show', `HEAD:${file}`]);
    const blob = git(
      ['hash-object', '-w', '--stdin'],
      env,
      `${original}\n// affected-apps probe\n`,
    );
    git(['update-index', '--cacheinfo', `100644,${blob},${file}`], env);
    const tree = git(['write-tree'], env);
    return git(
      [
        '-c',
        'user.name=probe',
        '-c',
        'user.email=probe@localhost',
        'commit-tree',
        tree,
        '-p',
        'HEAD',
        '-m',
        'probe',
      ],
      env,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The packages whose `build` task turbo would run for a change to `file`. */
export function packagesBuiltForChange(file: string): string[] {
  const commit = commitWithChangedFile(file);
  const out = execFileSync(
    path.join(repoRoot, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', `--filter=...[HEAD...${commit}]`, '--dry=json'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...inheritedEnvironment(), TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  const plan = JSON.parse(out) as { tasks: { package: string; task: string }[] };
  return [...new Set(plan.tasks.filter((t) => t.task === 'build').map((t) => t.package))].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: tsx tooling/scripts/affected-apps.ts <repo-relative file>');
    process.exit(2);
  }
  const apps = packagesBuiltForChange(file).filter((p) => p.startsWith('@district/app-'));
  console.log(
    `A change to ${file} rebuilds ${apps.length} app(s):\n${apps.map((a) => `  ${a}`).join('\n')}`,
  );
}
