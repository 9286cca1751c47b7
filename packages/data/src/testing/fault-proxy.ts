/**
 * A switchable fault in front of a real test upstream, on 127.0.0.1: it forwards requests
 * unchanged, or, for the requests a fault selects, cuts the connection, never answers, or answers
 * garbage. Failure tests switch it while the site under test keeps the same endpoint.
 */
import type { Socket } from 'node:net';
import { type LocalServer, type RecordedRequest, startLocalServer } from './local-http-server';

/** What the proxy does with a selected request. */
export type FaultKind =
  /** Forward it to the upstream. */
  | 'none'
  /** Close the connection without an answer (the client sees a network error). */
  | 'down'
  /** Never answer (the client's timeout must end the wait). */
  | 'hang'
  /** Answer 200 with a JSON content type and a body that is not JSON. */
  | 'garbage';

/** A fault and the requests it applies to (default: all); the others are forwarded. */
export interface Fault {
  kind: FaultKind;
  /** Applies the fault only to the requests this selects (by their recorded body, path…). */
  when?: (request: RecordedRequest) => boolean;
}

/** A running proxy. */
export interface FaultProxy {
  /** `http://127.0.0.1:{port}`: the upstream's URL with the proxy's origin. */
  url: string;
  /** Every request received. */
  requests: RecordedRequest[];
  /** Changes what the next requests get. */
  setFault(fault: Fault): void;
  close(): Promise<void>;
}

/** The body the `garbage` fault answers: JSON cut off in the middle. */
export const GARBAGE_BODY = '{"data": {"pages": [tru';

// Hop-by-hop headers are the proxy's own business, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'host',
  'content-length',
]);

/** Selects GraphQL requests by operation name (`query Menus…`). */
export function graphqlOperation(...names: string[]): (request: RecordedRequest) => boolean {
  const pattern = new RegExp(`\\b(?:query|mutation)\\s+(?:${names.join('|')})\\b`);
  return (request) => pattern.test(request.body);
}

/** Starts a proxy to `target` (an origin, `http://127.0.0.1:{port}`). */
export async function startFaultProxy(
  target: string,
  initial: Fault = { kind: 'none' },
): Promise<FaultProxy> {
  let fault = initial;
  const server: LocalServer = await startLocalServer(async (request, response) => {
    const kind = !fault.when || fault.when(request) ? fault.kind : 'none';
    if (kind === 'hang') return;
    if (kind === 'down') {
      (response.socket as Socket | null)?.destroy();
      return;
    }
    if (kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(GARBAGE_BODY);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value);
    }
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of answer.headers) {
      // fetch has already decoded the body.
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') answerHeaders[name] = value;
    }
    response.writeHead(answer.status, answerHeaders);
    response.end(body);
  });
  return {
    url: server.url,
    requests: server.requests,
    setFault: (next) => {
      fault = next;
    },
    close: () => server.close(),
  };
}
