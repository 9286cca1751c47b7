/**
 * A real HTTP server on 127.0.0.1 (port 0) for adapter tests: it records every request and
 * answers through a handler. Tests never mock `fetch`; they talk to one of these.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers a request. */
export type RequestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

/** A running local server. */
export interface LocalServer {
  /** `http://127.0.0.1:{port}` without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Writes a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a server on 127.0.0.1 with an ephemeral port. */
export async function startLocalServer(handler: RequestHandler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) });
        else response.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests must not keep the server (and the test run) alive.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
