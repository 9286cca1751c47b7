/**
 * Counts the module-level carriers of request state in the site app (`packages/site/app`, tests
 * and test helpers left out): a `perRequest` map, a `WeakMap` or `WeakSet`, or a mutable binding
 * holding something of a request context, declared at a module's top level. A request's state
 * lives on its scope (docs/decisions/018-one-request-scope.md); the allow-list names the module
 * caches that hold configuration or services, never a request.
 *
 * `tsx request-state.ts [git revision]` prints the count and each carrier (the working tree when
 * no revision is given).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP = 'packages/site/app';

/** Module caches that are not request state: `path: name` with the reason. */
export const NOT_REQUEST_STATE: Readonly<Record<string, string>> = {
  'packages/site/app/server/notifications/notifications.server.ts: rulesByConfiguration':
    'display rules parsed once per configuration list (a cache of CMS configuration)',
  'packages/site/app/server/http/page-cache-bus.server.ts: connected':
    'the shared stores the page-cache bus already listens to (one per services)',
};

/** A top-level declaration that carries state from one module's call to another's. */
const CARRIER =
  /^(?:export\s+)?(?:const|let|var)\s+(\w+)\b[^=]*=\s*(?:perRequest\s*[<(]|new\s+Weak(?:Map|Set)\b)/;
/** A top-level mutable binding whose type names a request context (a source set from outside). */
const REQUEST_BINDING =
  /^(?:export\s+)?(?:let|var)\s+(\w+)\s*:.*\b(?:RequestContext|ScopedRequest)\b/;

export interface Carrier {
  file: string;
  line: number;
  name: string;
  allowed: boolean;
}

/** The carriers in one module's source. */
export function carriersIn(file: string, source: string): Carrier[] {
  return source.split('\n').flatMap((text, index) => {
    const match = CARRIER.exec(text) ?? REQUEST_BINDING.exec(text);
    if (!match) return [];
    const name = match[1] as string;
    return [{ file, line: index + 1, name, allowed: `${file}: ${name}` in NOT_REQUEST_STATE }];
  });
}

const SOURCE = /\.(?:ts|tsx)$/;
const LEFT_OUT = /\.test\.tsx?$|\/testing\//;

/** The app's modules at a git revision, or in the working tree (tracked and new files). */
function appModules(revision?: string): { file: string; read: () => string }[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const files = revision
    ? git('ls-tree', '-r', '--name-only', revision, '--', APP)
    : git('ls-files', '--cached', '--others', '--exclude-standard', '--', APP);
  return files
    .split('\n')
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.test(file))
    .map((file) => ({
      file,
      read: () =>
        revision
          ? git('show', `${revision}:${file}`)
          : readFileSync(path.join(repoRoot, file), 'utf8'),
    }))
    .filter(({ file }) => revision !== undefined || existsSync(path.join(repoRoot, file)));
}

/** Every carrier of the app, allowed or not. */
export function requestStateCarriers(revision?: string): Carrier[] {
  return appModules(revision).flatMap(({ file, read }) => carriersIn(file, read()));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const revision = process.argv[2];
  const carriers = requestStateCarriers(revision);
  const counted = carriers.filter((carrier) => !carrier.allowed);
  for (const { file, line, name, allowed } of carriers) {
    console.log(`${allowed ? 'allowed ' : 'carrier '} ${file}:${line} ${name}`);
  }
  console.log(
    `module-level request-state carriers in ${APP} at ${revision ?? 'the working tree'}: ${counted.length} (${carriers.length - counted.length} allowed caches)`,
  );
}
