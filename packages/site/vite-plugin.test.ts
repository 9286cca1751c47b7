import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { withoutRouterWarnings } from './vite-plugin.js';

// The router module exactly as the browser build reads it (the pnpm patch applied): the one
// Remix's React package resolves.
const remixReact = createRequire(import.meta.url).resolve('@remix-run/react');
const routerFile = path.join(
  path.dirname(createRequire(remixReact).resolve('@remix-run/router')),
  'router.js',
);

/** What the test uses of the router (not a dependency of this package: Remix's own). */
interface RouterModule {
  matchRoutes(routes: { path: string }[], location: string): { route: { path?: string } }[] | null;
  createRouter(init: { routes: unknown[]; history: unknown }): unknown;
  createMemoryHistory(): unknown;
}

const folder = await mkdtemp(path.join(tmpdir(), 'quiet-router-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

async function load(source: string, name: string): Promise<RouterModule> {
  const file = path.join(folder, `${name}.mjs`);
  // Without its source-map comment: the map file is not copied along.
  await writeFile(file, source.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  return import(pathToFileURL(file).href);
}

describe('the browser build without the router’s developer warnings', () => {
  it('switches off each call and leaves the definition and look-alikes alone', () => {
    const source = [
      'function warning(cond, message) { if (!cond) console.warn(message); }',
      'warning(a === "/", "relative pathnames are not supported");',
      'if (x) warning(false, "A router only supports one blocker at a time");',
      'history.warning(1); my_warning(2); UNSAFE_warning;',
    ].join('\n');
    const { code, calls } = withoutRouterWarnings(source);
    expect(calls).toBe(2);
    expect(code).toContain('function warning(cond, message)');
    expect(code).toContain('false && warning(a === "/"');
    expect(code).toContain('if (x) false && warning(false');
    expect(code).toContain('history.warning(1); my_warning(2);');
  });

  it('keeps the router working and silent where it used to warn', async () => {
    const original = await readFile(routerFile, 'utf8');
    const { code, calls } = withoutRouterWarnings(original);
    expect(calls).toBeGreaterThan(0);
    const [before, after] = await Promise.all([load(original, 'before'), load(code, 'after')]);
    // `users*` is a route path the router warns about (the `*` must follow a `/`).
    const routes = [{ path: 'users*' }, { path: 'about' }];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(before.matchRoutes(routes, '/users/1')?.[0]?.route.path).toBe('users*');
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockClear();
      expect(after.matchRoutes(routes, '/users/1')?.[0]?.route.path).toBe('users*');
      expect(after.matchRoutes(routes, '/about')?.[0]?.route.path).toBe('about');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    // What a reader's browser could act on still throws, message and all.
    expect(() => after.createRouter({ routes: [], history: after.createMemoryHistory() })).toThrow(
      'You must provide a non-empty routes array to createRouter',
    );
  });
});
