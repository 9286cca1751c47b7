/**
 * DEVELOPMENT ONLY: a local Microsoft Graph stand-in serving `/v1.0/me` and a paged
 * `/v1.0/me/memberOf` (docs/behaviour.md#directory-api), and `/v1.0/me/transitiveMemberOf`, for the
 * development identity provider's demo accounts. Bearer tokens are verified against the provider's
 * JWKS, issuer and the Graph audience, like Graph does. As Graph does, `memberOf` lists directory
 * roles and administrative units beside groups (each typed by `@odata.type`), `transitiveMemberOf`
 * adds the groups a user's groups belong to, and a throttled request is answered 429 with
 * `Retry-After` (`throttle()`), so the tests meet each of these.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AuthLogger } from '../msal-client';
import { type DemoAccount, findDemoAccount, NESTED_GROUPS } from './demo-accounts';
import { closeServer, GRAPH_RESOURCE } from './oidc-provider';

/** Options of {@link startDevGraphServer}. */
export interface DevGraphServerOptions {
  /** The development provider's issuer and JWKS. */
  issuer: string;
  jwksUri: string;
  port?: number;
  /** Groups per memberOf page; small so `@odata.nextLink` paging is always exercised. */
  pageSize?: number;
  logger?: AuthLogger;
}

/** A running development Graph endpoint. */
export interface DevGraphServer {
  /** `http://127.0.0.1:<port>`: the GRAPH_ENDPOINT of the development set-up. */
  endpoint: string;
  /** Requests served, by path (for tests that check paging). */
  readonly requests: string[];
  /**
   * Answers the next `count` membership requests 429 `TooManyRequests` with `Retry-After:
   * retryAfterSeconds`, as Graph throttles a tenant.
   */
  throttle(count: number, retryAfterSeconds: number): void;
  close(): Promise<void>;
}

/** A directory object as `memberOf` lists it. */
interface DirectoryObject {
  '@odata.type': string;
  id: string;
  displayName: string;
}

/** What `memberOf` (direct) or `transitiveMemberOf` lists for an account, in paging order. */
export function membershipsOf(account: DemoAccount, transitive: boolean): DirectoryObject[] {
  const objects: DirectoryObject[] = (account.otherMemberships ?? []).map((other, index) => ({
    '@odata.type': `#microsoft.graph.${other.type}`,
    id: `${account.id}-${other.type}-${index + 1}`,
    displayName: other.displayName,
  }));
  const groupNames = [...account.groups];
  if (transitive) {
    // Breadth first over the nesting, each outer group once.
    for (let i = 0; i < groupNames.length; i += 1) {
      for (const outer of NESTED_GROUPS[groupNames[i] ?? ''] ?? []) {
        if (!groupNames.includes(outer)) groupNames.push(outer);
      }
    }
  }
  groupNames.forEach((displayName, index) => {
    objects.push({
      '@odata.type': '#microsoft.graph.group',
      id: `${account.id}-group-${index + 1}`,
      displayName,
    });
  });
  return objects;
}

/** Starts the development Graph endpoint on 127.0.0.1. */
export async function startDevGraphServer(options: DevGraphServerOptions): Promise<DevGraphServer> {
  const logger = options.logger ?? console;
  const pageSize = options.pageSize ?? 2;
  const jwks = createRemoteJWKSet(new URL(options.jwksUri));
  const requests: string[] = [];
  let endpoint = '';
  let throttled = { count: 0, retryAfterSeconds: 0 };

  async function authenticate(
    req: IncomingMessage,
  ): Promise<{ account: DemoAccount; scopes: string[] }> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1])
      throw new GraphError(401, 'InvalidAuthenticationToken', 'Access token is empty.');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], jwks, {
        issuer: options.issuer,
        audience: GRAPH_RESOURCE,
      }));
    } catch {
      throw new GraphError(401, 'InvalidAuthenticationToken', 'Access token validation failure.');
    }
    const account = typeof payload.sub === 'string' ? findDemoAccount(payload.sub) : undefined;
    if (!account) throw new GraphError(404, 'Request_ResourceNotFound', 'User not found.');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { account, scopes };
  }

  function requireScope(scopes: string[], scope: string): void {
    if (!scopes.includes(scope)) {
      throw new GraphError(
        403,
        'Authorization_RequestDenied',
        'Insufficient privileges to complete the operation.',
      );
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', endpoint);
    requests.push(`${url.pathname}${url.search}`);
    if (req.method !== 'GET')
      throw new GraphError(405, 'Request_BadRequest', 'Method not allowed.');
    if (url.pathname === '/v1.0/me') {
      const { account, scopes } = await authenticate(req);
      requireScope(scopes, 'User.Read');
      return send(res, 200, {
        '@odata.context': `${endpoint}/v1.0/$metadata#users/$entity`,
        id: account.id,
        displayName: account.displayName,
        mail: account.login,
        userPrincipalName: account.login,
        jobTitle: account.jobTitle,
      });
    }
    const membership = /^\/v1\.0\/me\/(memberOf|transitiveMemberOf)$/.exec(url.pathname);
    if (membership) {
      const { account, scopes } = await authenticate(req);
      requireScope(scopes, 'GroupMember.Read.All');
      if (throttled.count > 0) {
        throttled.count -= 1;
        res.setHeader('retry-after', String(throttled.retryAfterSeconds));
        throw new GraphError(429, 'TooManyRequests', 'Too many requests.');
      }
      const all = membershipsOf(account, membership[1] === 'transitiveMemberOf');
      const skip = Number.parseInt(url.searchParams.get('$skiptoken') ?? '0', 10) || 0;
      const nextSkip = skip + pageSize;
      return send(res, 200, {
        '@odata.context': `${endpoint}/v1.0/$metadata#directoryObjects`,
        ...(nextSkip < all.length
          ? { '@odata.nextLink': `${endpoint}${url.pathname}?$skiptoken=${nextSkip}` }
          : {}),
        value: all.slice(skip, nextSkip),
      });
    }
    throw new GraphError(
      404,
      'Request_ResourceNotFound',
      `Resource '${url.pathname}' does not exist.`,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof GraphError) {
        send(res, error.status, { error: { code: error.code, message: error.message } });
      } else {
        logger.error('Development Graph endpoint failed:', error);
        send(res, 500, { error: { code: 'InternalServerError', message: 'Internal error.' } });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  logger.warn(`DEVELOPMENT ONLY: local Microsoft Graph stand-in at ${endpoint}.`);
  return {
    endpoint,
    requests,
    throttle(count, retryAfterSeconds) {
      throttled = { count, retryAfterSeconds };
    },
    close: () => closeServer(server),
  };
}

/** An error answered in Graph's `{ error: { code, message } }` shape. */
class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
