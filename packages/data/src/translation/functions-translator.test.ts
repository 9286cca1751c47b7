import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { chunkTexts, createFunctionsTranslator } from './functions-translator';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A translation function that upper-cases each input, as `{text}` items in order. */
async function startTranslator(): Promise<LocalServer> {
  server = await startLocalServer((request, response) => {
    const body = JSON.parse(request.body) as { inputs: { text: string }[] };
    sendJson(
      response,
      200,
      body.inputs.map((input) => ({ text: input.text.toUpperCase(), to: 'es' })),
    );
  });
  return server;
}

describe('translation (docs/behaviour.md#translation)', () => {
  it('posts every text in one request and keeps the input order', async () => {
    const local = await startTranslator();
    const translator = createFunctionsTranslator({
      functionsEndpoint: `${local.url}/api/`,
      logger: createMemoryLogger(),
    });
    await expect(translator.translate(['<p>Hello</p>', 'World'], 'es')).resolves.toEqual([
      '<P>HELLO</P>',
      'WORLD',
    ]);
    expect(local.requests).toHaveLength(1);
    expect(local.requests[0]?.method).toBe('POST');
    expect(local.requests[0]?.path).toBe('/api/translate');
    expect(JSON.parse(local.requests[0]!.body)).toEqual({
      inputs: [{ text: '<p>Hello</p>' }, { text: 'World' }],
      to: 'es',
      from: 'en',
      textType: 'html',
    });
  });

  it('splits only beyond 1,000 texts or 50,000 characters per request', async () => {
    const local = await startTranslator();
    const translator = createFunctionsTranslator({
      functionsEndpoint: local.url,
      logger: createMemoryLogger(),
    });
    const many = Array.from({ length: 1001 }, (_, i) => `t${i}`);
    const result = await translator.translate(many, 'fr');
    expect(result[1000]).toBe('T1000');
    expect(local.requests.map((r) => JSON.parse(r.body).inputs.length)).toEqual([1000, 1]);
    expect(
      chunkTexts(['a'.repeat(30_000), 'b'.repeat(20_000), 'c'], 1000, 50_000).map((c) => c.length),
    ).toEqual([2, 1]);
    expect(chunkTexts(['a'.repeat(60_000), 'b'], 1000, 50_000).map((c) => c.length)).toEqual([
      1, 1,
    ]);
  });

  it('keeps the untranslated texts and logs when the function fails', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 500, { message: 'quota exceeded' }),
    );
    const logger = createMemoryLogger();
    const translator = createFunctionsTranslator({ functionsEndpoint: server.url, logger });
    await expect(translator.translate(['Hello'], 'es')).resolves.toEqual(['Hello']);
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      context: { error: '500: quota exceeded', to: 'es' },
    });
  });

  it('keeps the untranslated texts when the answer does not match the inputs', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, [{ text: 'only one' }]),
    );
    const logger = createMemoryLogger();
    const translator = createFunctionsTranslator({ functionsEndpoint: server.url, logger });
    await expect(translator.translate(['a', 'b'], 'es')).resolves.toEqual(['a', 'b']);
    expect(String(logger.entries[0]?.context.error)).toMatch(/expected 2 translations/);
  });

  it('tells the caller which texts it kept untranslated, and still translates the other chunks', async () => {
    let calls = 0;
    server = await startLocalServer((request, response) => {
      calls += 1;
      if (calls === 1) return sendJson(response, 503, { message: 'busy' });
      const body = JSON.parse(request.body) as { inputs: { text: string }[] };
      return sendJson(
        response,
        200,
        body.inputs.map((input) => ({ text: input.text.toUpperCase() })),
      );
    });
    const translator = createFunctionsTranslator({
      functionsEndpoint: server.url,
      logger: createMemoryLogger(),
      maxTextsPerRequest: 2,
    });
    const reported: { error: string; texts: readonly string[] }[] = [];
    const result = await translator.translate(['a', 'b', 'c'], 'es', {
      onError: (error, texts) => reported.push({ error: String(error), texts }),
    });
    expect(result).toEqual(['a', 'b', 'C']);
    expect(reported).toEqual([{ error: 'HttpError: 503: busy', texts: ['a', 'b'] }]);
  });

  it('rejects when the caller aborts, without reporting a translation failure', async () => {
    server = await startLocalServer(() => {
      // Never answers: the caller gives up first.
    });
    const translator = createFunctionsTranslator({
      functionsEndpoint: server.url,
      logger: createMemoryLogger(),
    });
    const controller = new AbortController();
    const reported: unknown[] = [];
    const pending = translator.translate(['Hello'], 'es', {
      signal: controller.signal,
      onError: (error) => reported.push(error),
    });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(reported).toEqual([]);
  });

  it('makes no call for English or for nothing', async () => {
    const local = await startTranslator();
    const translator = createFunctionsTranslator({
      functionsEndpoint: local.url,
      logger: createMemoryLogger(),
    });
    await expect(translator.translate(['Hello'], 'en')).resolves.toEqual(['Hello']);
    await expect(translator.translate([], 'es')).resolves.toEqual([]);
    expect(local.requests).toHaveLength(0);
  });
});
