/**
 * Test support: a minimal intranet site over node:http that calls this package the way the Remix
 * site's loaders and actions will: guard first, `/auth` starts sign-in, `/auth/callback` completes
 * it, `/auth/sign-out` ends it. Runs on 127.0.0.1 with the development identity provider.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DirectoryPort } from '@district/data/ports';
import { signInErrorFromQuery } from '../auth-service';
import { resolveAuthConfig } from '../config';
import { createIntranetAuth, type IntranetAuth } from '../create-intranet-auth';
import { closeServer } from '../dev/oidc-provider';
import {
  AUTH_CALLBACK_PATH,
  AUTH_PATH,
  decideAuthPage,
  decideIntranetAccess,
  SIGN_OUT_PATH,
} from '../guard';
import type { AuthLogger } from '../msal-client';
import type { SessionStore } from '../session-store';

/** A running test site. */
export interface TestSite {
  origin: string;
  auth: IntranetAuth;
  /** Everything logged, so tests can assert errors were logged. */
  logs: string[];
  close(): Promise<void>;
}

/** What a test may change in the site. */
export interface TestSiteOptions {
  /** The sign-in service's clock; real time by default. */
  now?: () => number;
  /** The Graph adapter for the development Graph endpoint (to put a fault proxy in front). */
  directory?: (graphEndpoint: string) => DirectoryPort;
  /** Sessions and token caches (to drop a session's token cache); in memory by default. */
  store?: SessionStore;
}

/** Starts the test site and the development identity provider behind it. */
export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const logs: string[] = [];
  const logger: AuthLogger = {
    error: (...args: unknown[]) => logs.push(`error ${args.map(String).join(' ')}`),
    warn: (...args: unknown[]) => logs.push(`warn ${args.map(String).join(' ')}`),
    info: (...args: unknown[]) => logs.push(`info ${args.map(String).join(' ')}`),
  };
  let auth: IntranetAuth | null = null;
  const server = createServer((req, res) => {
    if (!auth) return end(res, 503, 'starting');
    handle(auth, req, res).catch((error: unknown) => end(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  auth = await createIntranetAuth({
    config: resolveAuthConfig({ env: {}, nodeEnv: 'test' }),
    brand: 'mvsd',
    appOrigin: origin,
    logger,
    ...options,
  });
  const running = auth;
  return {
    origin,
    auth: running,
    logs,
    async close() {
      await closeServer(server);
      await running.close();
    },
  };
}

async function handle(
  auth: IntranetAuth,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const session = await auth.sessions.load(req.headers.cookie);
  const viewer = auth.service.getViewer(session);
  const decision = decideIntranetAccess(url.pathname, viewer, url.pathname.startsWith('/api/'));
  if (decision.action === 'redirect') return redirect(res, decision.to, []);
  if (decision.action === 'unauthorized')
    return end(res, 401, JSON.stringify({ error: 'unauthorized' }));

  if (url.pathname === AUTH_PATH) {
    const error = viewer.error ?? signInErrorFromQuery(url.searchParams);
    const action = decideAuthPage({ error }, url.searchParams);
    if (action === 'show-error') {
      const retry = error?.retryable ? ` <a href="${AUTH_PATH}?retry">Try again</a>` : '';
      return end(res, 200, `<p role="alert">${error?.message}</p>${retry}`);
    }
    if (action === 'show-signed-out') return end(res, 200, '<p>You have signed out.</p>');
    const start = await auth.service.beginSignIn(session, url.searchParams.get('returnTo'));
    if (start.kind === 'error') return redirect(res, AUTH_PATH, start.setCookie);
    return redirect(res, start.to, start.setCookie);
  }
  if (url.pathname === AUTH_CALLBACK_PATH && req.method === 'POST') {
    const result = await auth.service.completeSignIn(
      session,
      new URLSearchParams(await readBody(req)),
    );
    return redirect(res, result.redirectTo, result.setCookie);
  }
  if (url.pathname === SIGN_OUT_PATH && req.method === 'POST') {
    const result = await auth.service.signOut(session);
    return redirect(res, result.redirectTo, result.setCookie);
  }
  if (url.pathname === '/refresh-directory' && req.method === 'POST') {
    const result = await auth.service.refreshDirectory(session, {
      forceRefresh: url.searchParams.has('force'),
    });
    return redirect(res, result.kind === 'redirect' ? result.to : '/', result.setCookie);
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ path: url.pathname, viewer }));
}

function redirect(res: ServerResponse, to: string, setCookie: string[]): void {
  res.writeHead(303, { location: to, 'set-cookie': setCookie });
  res.end();
}

function end(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': body.startsWith('{') ? 'application/json' : 'text/html',
  });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
