import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { fetchJson, HttpError, NetworkError, TimeoutError } from './fetch-json';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fetch wrapper', () => {
  it('sends JSON and returns the parsed, validated body', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(response, 200, { echo: request.body }),
    );
    const data = await fetchJson(`${server.url}/x`, {
      method: 'POST',
      json: { a: 1 },
      schema: z.object({ echo: z.string() }),
    });
    expect(data).toEqual({ echo: '{"a":1}' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a non-OK answer with the JSON message (docs/behaviour.md#fetch-errors)', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 422, { message: 'Bad input' }),
    );
    const error = (await fetchJson(server.url).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('422: Bad input');
    expect(error.status).toBe(422);
    expect(error.data).toEqual({ message: 'Bad input' });
  });

  it('reads error.message from a nested error body', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 400, { error: { message: 'Nested message' } }),
    );
    await expect(fetchJson(server.url)).rejects.toThrow('400: Nested message');
  });

  it('falls back to the status text when the body has no message', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      response.end('upstream exploded');
    });
    const error = await fetchJson(server.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('502: Bad Gateway');
    expect((error as HttpError).data).toBe('upstream exploded');
  });

  it('keeps Retry-After for the retry policy', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 429, { message: 'slow down' }, { 'retry-after': '3' }),
    );
    const error = (await fetchJson(server.url).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe('3');
  });

  it('times out a hung upstream with a clear error within the bound', async () => {
    server = await startLocalServer(() => {
      // Never answers.
    });
    const started = Date.now();
    const error = await fetchJson(`${server.url}/hang?token=secret`, { timeoutMs: 150 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(`Request to ${server.url}/hang timed out after 150 ms`);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    server = await startLocalServer(() => {});
    const controller = new AbortController();
    const pending = fetchJson(server.url, { signal: controller.signal, timeoutMs: 5000 });
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });

  it('rejects with a network error when nothing listens', async () => {
    server = await startLocalServer(() => {});
    const url = server.url;
    await server.close();
    server = undefined;
    const error = await fetchJson(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(
      /^Request to http:\/\/127\.0\.0\.1:\d+\/ failed: ECONNREFUSED$/,
    );
  });
});
