/**
 * The production server with Vite as middleware, so development is production: pages render from
 * the build as Vite holds it now (docs/contributing.md, Development server).
 */
import { createServer } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import type { FastifyReply } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { Logger } from './logger.js';
import { remixSiteOptions, siteBuildOf } from './remix-site.js';
import { wholeQuery } from './request-rules.js';
import { createSiteServer, type SiteServer, type SiteServerOptions } from './site-server.js';

/** The module id under which Remix's Vite plugin serves the server build. */
const SERVER_BUILD_ID = 'virtual:remix/server-build';

/** Options of {@link createDevelopmentServer}. */
export interface DevelopmentServerOptions
  extends Omit<
    SiteServerOptions,
    'handle' | 'pageQuery' | 'pageLanguage' | 'pageCacheCookies' | 'metrics' | 'clientDirectory'
  > {
  /** The app folder; default: the current directory. */
  root?: string;
  logger: Logger;
}

/** The development server: the site server, the Vite server inside it, and how to stop both. */
export interface DevelopmentServer extends SiteServer {
  vite: ViteDevServer;
  close(): Promise<void>;
}

/** The production server for the app in `root`, rendering through Vite. */
export async function createDevelopmentServer(
  options: DevelopmentServerOptions,
): Promise<DevelopmentServer> {
  const { root = process.cwd(), ...serverOptions } = options;
  // Vite's websocket listens for upgrades here; the site server's HTTP server hands them over.
  const upgrades = createServer();
  let invalidatePages = () => {};
  const vite = await createViteServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: upgrades } },
    plugins: [
      {
        name: 'district:page-cache',
        // Vite drops changed modules only after its watcher's hooks: forget pages again here.
        hotUpdate() {
          invalidatePages();
        },
      },
    ],
  });
  let current: { build: ServerBuild; site: ReturnType<typeof remixSiteOptions> } | undefined;
  // Made once from the first build, as the production server does: an edit keeps them.
  let services: unknown;

  async function load() {
    let build: ServerBuild;
    try {
      build = (await vite.ssrLoadModule(SERVER_BUILD_ID)) as ServerBuild;
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
    if (current?.build !== build) {
      services ??= siteBuildOf(build).createServices();
      current = { build, site: remixSiteOptions(build, services, 'development') };
    }
    return current.site;
  }

  let first: ReturnType<typeof remixSiteOptions>;
  try {
    // The first transform takes seconds: done before listening, not on the first visitor's time.
    first = await load();
  } catch (error) {
    await vite.close();
    throw error;
  }
  const site = await createSiteServer({
    ...serverOptions,
    handle: async (request, context) => (await load()).handle(request, context),
    // The page rules as the entry module says them after the latest edit.
    pageQuery: (search, pathname) => (current?.site.pageQuery ?? wholeQuery)(search, pathname),
    pageLanguage:
      first.pageLanguage &&
      ((acceptLanguage) => (current?.site.pageLanguage ?? first.pageLanguage!)(acceptLanguage)),
    metrics: () => current?.site.metrics?.() ?? {},
    // The page cache is made once: a change to the names of the site's cookies needs a restart.
    pageCacheCookies: first.pageCacheCookies,
  });
  site.app.server.on('upgrade', (request, socket, head) => {
    upgrades.emit('upgrade', request, socket, head);
  });

  // After the site server's onRequest hook: a refused request never reaches Vite.
  const middlewares = vite.middlewares;
  site.app.addHook('onRequest', (request, reply, done) => {
    const decided = setOnRaw(reply);
    middlewares(request.raw, reply.raw, (error?: unknown) => {
      // Not Vite's: the site answers, and Fastify writes the headers itself.
      for (const name of decided) reply.raw.removeHeader(name);
      done(error instanceof Error ? error : undefined);
    });
  });

  // A page kept from before an edit would hide it: forgotten on any file change.
  invalidatePages = () => site.pageCache?.invalidate();
  vite.watcher.on('change', invalidatePages);

  return {
    ...site,
    vite,
    async close() {
      // The websockets first: an upgraded connection would hold the server's close.
      await vite.close();
      await site.app.close();
    },
  };
}

/** Copies the headers set so far onto the raw response Vite writes; returns their names. */
function setOnRaw(reply: FastifyReply): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    reply.raw.setHeader(name, typeof value === 'number' ? String(value) : value);
    names.push(name);
  }
  return names;
}
