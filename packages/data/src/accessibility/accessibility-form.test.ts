import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { createAccessibilityForm } from './accessibility-form';

const ISSUE = {
  pageUrl: 'https://meadowlarkvalley.org/about-us',
  description: 'The menu traps keyboard focus.',
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('accessibility form (docs/behaviour.md#accessibility-issue)', () => {
  it('posts the form object to the endpoint', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 201, { id: 7 }));
    await createAccessibilityForm({ accessibilityFormEndpoint: `${server.url}/issues` }).submit(
      ISSUE,
    );
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.path).toBe('/issues');
    expect(JSON.parse(server.requests[0]!.body)).toEqual(ISSUE);
  });

  it('reports the server status and data', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
    });
    await expect(
      createAccessibilityForm({ accessibilityFormEndpoint: server.url }).submit(ISSUE),
    ).rejects.toThrow('Server responded with 503: Service Unavailable');
  });

  it('reports a failed submission with its reason', async () => {
    server = await startLocalServer(() => {});
    const form = createAccessibilityForm({ accessibilityFormEndpoint: server.url, timeoutMs: 100 });
    await expect(form.submit(ISSUE)).rejects.toThrow(
      /^Failed to submit issue: Request to http:\/\/127\.0\.0\.1:\d+\/ timed out after 100 ms$/,
    );
  });
});
