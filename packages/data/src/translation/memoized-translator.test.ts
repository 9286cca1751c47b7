import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { createFunctionsTranslator } from './functions-translator';
import { createMemoizedTranslator, TranslationPausedError } from './memoized-translator';
import { type FakeTranslator, startFakeTranslator } from './testing/fake-translator';
import type { TranslationErrorHandler } from './translate-options';
import { createLruTranslationMemory, type TranslationMemory } from './translation-memory';

let fake: FakeTranslator | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

async function setUp(
  options: { memory?: TranslationMemory; pauseAfterFailureMs?: number; timeoutMs?: number } = {},
) {
  fake = await startFakeTranslator();
  const logger = createMemoryLogger();
  const memory = options.memory ?? createLruTranslationMemory();
  const adapter = createFunctionsTranslator({
    functionsEndpoint: fake.url,
    logger,
    timeoutMs: options.timeoutMs,
  });
  const translator = createMemoizedTranslator(adapter, {
    memory,
    logger,
    batchWindowMs: 5,
    pauseAfterFailureMs: options.pauseAfterFailureMs ?? 0,
  });
  return { fake, logger, memory, translator };
}

function collectErrors() {
  const reported: { error: unknown; texts: readonly string[] }[] = [];
  const onError: TranslationErrorHandler = (error, texts) => reported.push({ error, texts });
  return { reported, onError };
}

describe('translation through the translation memory', () => {
  it('sends the exact request body and keeps the order and the HTML markup', async () => {
    const { fake, translator } = await setUp();
    const texts = [
      '<p>Buses run <strong>late</strong> today.</p>',
      'Lunch menu',
      '<a href="/x">More</a>',
    ];
    await expect(translator.translate(texts, 'es')).resolves.toEqual([
      '<p>[es] Buses run <strong>[es] late</strong>[es]  today.</p>',
      '[es] Lunch menu',
      '<a href="/x">[es] More</a>',
    ]);
    expect(fake.bodies).toEqual([
      {
        inputs: texts.map((text) => ({ text })),
        to: 'es',
        from: 'en',
        textType: 'html',
      },
    ]);
  });

  it('makes no upstream call for texts it translated before', async () => {
    const { fake, translator } = await setUp();
    const page = ['<h1>Welcome</h1>', '<p>School starts at 8:00.</p>'];
    const first = await translator.translate(page, 'es');
    const second = await translator.translate(page, 'es');
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect(translator.stats()).toMatchObject({ hits: 2, misses: 2, upstreamBatches: 1 });
  });

  it('sends only the texts it has not seen, once each', async () => {
    const { fake, translator } = await setUp();
    await translator.translate(['Hello', 'Bus'], 'es');
    await expect(
      translator.translate(['Bus', 'Snow day', 'Snow day', 'Hello'], 'es'),
    ).resolves.toEqual(['[es] Bus', '[es] Snow day', '[es] Snow day', '[es] Hello']);
    expect(fake.bodies.map((body) => body.inputs)).toEqual([
      [{ text: 'Hello' }, { text: 'Bus' }],
      [{ text: 'Snow day' }],
    ]);
  });

  it('tells the caller how many distinct texts the memory answered and how many went upstream', async () => {
    const { translator } = await setUp();
    const counts: { memory: number; translator: number }[] = [];
    const onLookup = (count: { memory: number; translator: number }) => counts.push(count);
    await translator.translate(['Hello', 'Bus'], 'es', { onLookup });
    await translator.translate(['Bus', 'Snow day', 'Snow day', 'Hello'], 'es', { onLookup });
    expect(counts).toEqual([
      { memory: 0, translator: 2 },
      { memory: 2, translator: 1 },
    ]);
  });

  it('keeps each language apart', async () => {
    const { fake, translator } = await setUp();
    await translator.translate(['Hello'], 'es');
    await expect(translator.translate(['Hello'], 'vi')).resolves.toEqual(['[vi] Hello']);
    expect(fake.bodies.map((body) => body.to)).toEqual(['es', 'vi']);
  });

  it('gathers the misses of callers side by side into one upstream call', async () => {
    const { fake, translator } = await setUp();
    // The chrome (root loader) and the page content (route loader) of one request.
    const [chrome, page] = await Promise.all([
      translator.translate(['Menu', 'Search'], 'ar'),
      translator.translate(['<p>Board meeting</p>', 'Menu'], 'ar'),
    ]);
    expect(chrome).toEqual(['[ar] Menu', '[ar] Search']);
    expect(page).toEqual(['<p>[ar] Board meeting</p>', '[ar] Menu']);
    expect(fake.bodies).toHaveLength(1);
    expect(fake.bodies[0]?.inputs).toEqual([
      { text: 'Menu' },
      { text: 'Search' },
      { text: '<p>Board meeting</p>' },
    ]);
  });

  it('waits up to its window for a slower caller before going upstream', async () => {
    fake = await startFakeTranslator();
    const adapter = createFunctionsTranslator({
      functionsEndpoint: fake.url,
      logger: createMemoryLogger(),
    });
    const translator = createMemoizedTranslator(adapter, {
      memory: createLruTranslationMemory(),
      batchWindowMs: 40,
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const chrome = translator.translate(['Menu'], 'es');
    await sleep(10);
    const page = translator.translate(['<p>Board meeting</p>'], 'es');
    await Promise.all([chrome, page]);
    expect(fake.bodies.map((body) => body.inputs.length)).toEqual([2]);
    await sleep(60);
    await translator.translate(['Late'], 'es');
    expect(fake.bodies).toHaveLength(2);
  });

  it('lets a burst of identical pages share the call already on its way', async () => {
    const { fake, translator } = await setUp();
    const page = ['<h1>Welcome</h1>', '<p>Hello</p>'];
    const first = translator.translate(page, 'es');
    // Arrives after the first window closed, while its request is still on the wire.
    await new Promise((resolve) => setTimeout(resolve, 8));
    const results = await Promise.all([first, translator.translate(page, 'es')]);
    expect(results[1]).toEqual(results[0]);
    expect(fake.requests).toHaveLength(1);
  });

  it('splits only beyond 1,000 texts or 50,000 characters', async () => {
    const { fake, translator } = await setUp();
    const texts = Array.from({ length: 1_500 }, (_, i) => `Text ${i}`);
    const result = await translator.translate(texts, 'es');
    expect(result[1_499]).toBe('[es] Text 1499');
    expect(fake.bodies.map((body) => body.inputs.length)).toEqual([1_000, 500]);
    const long = ['a'.repeat(30_000), 'b'.repeat(30_000)];
    await translator.translate(long, 'fr');
    expect(fake.bodies.slice(2).map((body) => body.inputs.length)).toEqual([1, 1]);
  });

  it('keeps the English text, reports the failure and remembers nothing when upstream fails', async () => {
    const { fake, translator, logger } = await setUp();
    fake.setMode({ kind: 'fail', status: 500, message: 'quota exceeded' });
    const { reported, onError } = collectErrors();
    await expect(translator.translate(['Hello', 'Bus'], 'es', { onError })).resolves.toEqual([
      'Hello',
      'Bus',
    ]);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.texts).toEqual(['Hello', 'Bus']);
    expect(String(reported[0]?.error)).toContain('500: quota exceeded');
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);

    fake.setMode({ kind: 'translate' });
    await expect(translator.translate(['Hello'], 'es')).resolves.toEqual(['[es] Hello']);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on an upstream that does not answer in time', async () => {
    const { fake, translator } = await setUp({ timeoutMs: 100 });
    fake.setMode({ kind: 'hang' });
    const { reported, onError } = collectErrors();
    await expect(translator.translate(['Hello'], 'es', { onError })).resolves.toEqual(['Hello']);
    expect(reported).toHaveLength(1);
  });

  it('pauses upstream calls for a while after a failure, and says so', async () => {
    const { fake, translator } = await setUp({ pauseAfterFailureMs: 60_000 });
    fake.setMode({ kind: 'fail', status: 503, message: 'down' });
    await translator.translate(['Hello'], 'es');
    fake.setMode({ kind: 'translate' });
    const { reported, onError } = collectErrors();
    await expect(translator.translate(['Bus'], 'es', { onError })).resolves.toEqual(['Bus']);
    expect(reported[0]?.error).toBeInstanceOf(TranslationPausedError);
    expect(fake.requests).toHaveLength(1);
  });

  it('still answers from the memory while upstream is failing', async () => {
    const { fake, translator } = await setUp({ pauseAfterFailureMs: 60_000 });
    await translator.translate(['Menu'], 'es');
    fake.setMode({ kind: 'fail', status: 500, message: 'down' });
    const { reported, onError } = collectErrors();
    await expect(translator.translate(['Menu', 'New text'], 'es', { onError })).resolves.toEqual([
      '[es] Menu',
      'New text',
    ]);
    expect(reported.map((r) => r.texts)).toEqual([['New text']]);
  });

  it('translates without the memory when the memory cannot be read', async () => {
    const broken: TranslationMemory = {
      getMany: () => Promise.reject(new Error('connection refused')),
      setMany: () => Promise.reject(new Error('connection refused')),
    };
    const { translator, logger } = await setUp({ memory: broken });
    await expect(translator.translate(['Hello'], 'es')).resolves.toEqual(['[es] Hello']);
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(2);
  });

  it('stops waiting when the caller aborts, and the shared call still fills the memory', async () => {
    const { fake, translator } = await setUp();
    const controller = new AbortController();
    const abandoned = translator.translate(['Hello'], 'es', { signal: controller.signal });
    // Aborted while the text waits in the batch window.
    await new Promise((resolve) => setTimeout(resolve, 1));
    controller.abort();
    await expect(abandoned).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(translator.translate(['Hello'], 'es')).resolves.toEqual(['[es] Hello']);
    expect(fake.requests).toHaveLength(1);
  });

  it('makes no call for English or for nothing', async () => {
    const { fake, translator } = await setUp();
    await expect(translator.translate(['Hello'], 'en')).resolves.toEqual(['Hello']);
    await expect(translator.translate([], 'es')).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
