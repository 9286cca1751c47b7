/**
 * Translation through the translation memory: every text is looked up first, and only the misses
 * go upstream. Misses of every caller that arrive within a short window are sent together, one
 * call per language (the adapter splits beyond the upstream's limits), so the root loader's chrome
 * and the route loader's page content, which run side by side, cost one call; a text already on its
 * way upstream is awaited, not asked for again, so a burst of identical pages costs one call too.
 *
 * Failures keep the promise of docs/behaviour.md#translation (the source text is kept, nothing
 * rejects) and reach the caller's `onError`. After a failure, misses are not sent upstream for a
 * short pause, so an upstream that is down or timing out does not make every page wait for its
 * timeout.
 */
import { consoleLogger, describeError, type Logger } from '../resilience/logger';
import { untilAborted } from '../resilience/until-aborted';
import { SOURCE_LANGUAGE } from './functions-translator';
import type { ReportingTranslationPort, TranslateOptions } from './translate-options';
import type { TranslationEntry, TranslationMemory } from './translation-memory';

/** Settings of {@link createMemoizedTranslator}. */
export interface MemoizedTranslatorOptions {
  memory: TranslationMemory;
  logger?: Logger;
  /** How long misses wait for other callers' misses before going upstream; default 10 ms. */
  batchWindowMs?: number;
  /** How long misses are not sent upstream after a failure; default 10 s. */
  pauseAfterFailureMs?: number;
  /** The clock, for the pause. */
  now?: () => number;
}

/** Counters since the translator was created. */
export interface TranslationStats {
  /** Distinct texts asked for, per call, summed. */
  requested: number;
  /** Texts the memory answered. */
  hits: number;
  /** Texts that had to be translated (or awaited from another caller's request). */
  misses: number;
  /** Batches sent to the adapter (each one request, unless beyond the upstream's limits). */
  upstreamBatches: number;
  /** Texts kept untranslated because translation failed or was paused. */
  failed: number;
}

/** A translation port with translation memory. */
export interface MemoizedTranslator extends ReportingTranslationPort {
  stats(): TranslationStats;
}

/** Default window in which misses are gathered into one upstream call. */
export const DEFAULT_BATCH_WINDOW_MS = 10;
/** Default pause after a failure. */
export const DEFAULT_PAUSE_AFTER_FAILURE_MS = 10_000;

/** Reported to `onError` for misses not sent upstream because translation recently failed. */
export class TranslationPausedError extends Error {
  override readonly name = 'TranslationPausedError';
}

type Outcome = { ok: true; text: string } | { ok: false; error: unknown };

interface Pending {
  promise: Promise<Outcome>;
  resolve(outcome: Outcome): void;
}

function deferred(): Pending {
  let resolve!: (outcome: Outcome) => void;
  const promise = new Promise<Outcome>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Wraps a translation port with translation memory, batching and in-flight sharing. */
export function createMemoizedTranslator(
  port: ReportingTranslationPort,
  options: MemoizedTranslatorOptions,
): MemoizedTranslator {
  const { memory } = options;
  const logger = options.logger ?? consoleLogger;
  const windowMs = options.batchWindowMs ?? DEFAULT_BATCH_WINDOW_MS;
  const pauseMs = options.pauseAfterFailureMs ?? DEFAULT_PAUSE_AFTER_FAILURE_MS;
  const now = options.now ?? Date.now;
  const stats: TranslationStats = {
    requested: 0,
    hits: 0,
    misses: 0,
    upstreamBatches: 0,
    failed: 0,
  };
  /** Texts on their way upstream (or waiting in a window), by language. */
  const inFlight = new Map<string, Map<string, Pending>>();
  /** Texts waiting for their language's window to close. */
  const queues = new Map<string, string[]>();
  let pausedUntil = 0;
  let pauseError: unknown;

  function pendingOf(language: string): Map<string, Pending> {
    let pending = inFlight.get(language);
    if (!pending) {
      pending = new Map();
      inFlight.set(language, pending);
    }
    return pending;
  }

  async function remember(language: string, entries: TranslationEntry[]): Promise<void> {
    if (entries.length === 0) return;
    try {
      await memory.setMany(language, entries);
    } catch (error) {
      logger.warn(
        { language, entries: entries.length, ...describeError(error) },
        'Translation memory could not keep translations',
      );
    }
  }

  async function flush(language: string): Promise<void> {
    const texts = queues.get(language) ?? [];
    queues.delete(language);
    const pending = pendingOf(language);
    const failures = new Map<string, unknown>();
    let translated: string[];
    stats.upstreamBatches += 1;
    try {
      translated = await port.translate(texts, language, {
        onError: (error, untranslated) => {
          for (const text of untranslated) failures.set(text, error);
        },
      });
    } catch (error) {
      // A port that rejects instead of reporting: the same outcome, logged here.
      logger.error(
        { to: language, texts: texts.length, ...describeError(error) },
        'Translation failed; keeping the untranslated text',
      );
      for (const text of texts) failures.set(text, error);
      translated = texts;
    }
    if (failures.size > 0) {
      pausedUntil = now() + pauseMs;
      pauseError = failures.values().next().value;
    }
    const entries: TranslationEntry[] = [];
    texts.forEach((source, index) => {
      const waiting = pending.get(source);
      const translation = translated[index];
      if (failures.has(source) || typeof translation !== 'string') {
        // Forgotten at once: the next page asks again (after the pause).
        pending.delete(source);
        waiting?.resolve({ ok: false, error: failures.get(source) ?? pauseError });
        return;
      }
      entries.push({ source, translation });
      waiting?.resolve({ ok: true, text: translation });
    });
    // Kept in flight until the memory has them, so no caller falls between the two.
    await remember(language, entries);
    for (const { source } of entries) pending.delete(source);
  }

  /** The outcome of translating `text`: shared with any caller already waiting for it. */
  function outcomeOf(language: string, text: string): Promise<Outcome> {
    const pending = pendingOf(language);
    const existing = pending.get(text);
    if (existing) return existing.promise;
    if (now() < pausedUntil) {
      return Promise.resolve({
        ok: false,
        error: new TranslationPausedError(
          `Translation is paused until ${new Date(pausedUntil).toISOString()} after a failure: ${describeError(pauseError).error}`,
        ),
      });
    }
    const created = deferred();
    pending.set(text, created);
    const queue = queues.get(language);
    if (queue) queue.push(text);
    else {
      queues.set(language, [text]);
      setTimeout(() => void flush(language), windowMs);
    }
    return created.promise;
  }

  return {
    stats: () => ({ ...stats }),
    async translate(texts: string[], to: string, callOptions: TranslateOptions = {}) {
      if (texts.length === 0 || to === SOURCE_LANGUAGE) return [...texts];
      const unique = [...new Set(texts)];
      stats.requested += unique.length;
      let known: (string | undefined)[];
      try {
        known = await untilAborted(memory.getMany(to, unique), callOptions.signal);
      } catch (error) {
        if (callOptions.signal?.aborted) throw error;
        logger.warn(
          { language: to, texts: unique.length, ...describeError(error) },
          'Translation memory could not be read; translating again',
        );
        known = [];
      }
      const result = new Map<string, string>();
      const waits: Promise<readonly [string, Outcome]>[] = [];
      unique.forEach((text, index) => {
        const hit = known[index];
        if (hit !== undefined) {
          stats.hits += 1;
          result.set(text, hit);
          return;
        }
        stats.misses += 1;
        waits.push(outcomeOf(to, text).then((outcome) => [text, outcome] as const));
      });
      callOptions.onLookup?.({ memory: result.size, translator: waits.length });
      if (waits.length > 0) {
        const failedBy = new Map<unknown, string[]>();
        for (const [text, outcome] of await untilAborted(Promise.all(waits), callOptions.signal)) {
          if (outcome.ok) {
            result.set(text, outcome.text);
            continue;
          }
          stats.failed += 1;
          const group = failedBy.get(outcome.error);
          if (group) group.push(text);
          else failedBy.set(outcome.error, [text]);
        }
        for (const [error, untranslated] of failedBy) callOptions.onError?.(error, untranslated);
      }
      return texts.map((text) => result.get(text) ?? text);
    },
  };
}
