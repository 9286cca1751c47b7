/**
 * Translation memory shared by every instance (issue 13): a fragment translated through one server
 * is served from memory by the others, with no upstream call. This instance's LRU answers first
 * (no network for the fragments of every page), the shared store answers what it misses, and what
 * the store had is kept locally too. A failing store never fails a translation: the store's own
 * fallback answers from memory, and an error here counts as a miss.
 */
import type { Logger } from '../resilience/logger';
import { describeError } from '../resilience/logger';
import type { SharedStore } from '../shared-store/shared-store';
import {
  createLruTranslationMemory,
  type LruTranslationMemory,
  type TranslationMemory,
  translationMemoryKey,
} from './translation-memory';

/** How long a shared translation is kept: 30 days (the source text is part of its key). */
export const SHARED_TRANSLATION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Translation memory over a shared store, with a local LRU in front. */
export function createSharedTranslationMemory({
  store,
  local = createLruTranslationMemory(),
  logger,
}: {
  /** Keys are `tm:{language}:{sha256}`; give a prefixed view per deployment. */
  store: SharedStore;
  local?: LruTranslationMemory;
  logger: Logger;
}): TranslationMemory {
  const key = (language: string, text: string) => `tm:${translationMemoryKey(language, text)}`;
  return {
    async getMany(language, texts) {
      const found = await local.getMany(language, texts);
      const missing: number[] = [];
      for (let i = 0; i < found.length; i++) if (found[i] === undefined) missing.push(i);
      if (missing.length === 0) return found;
      let shared: (string | null)[];
      try {
        shared = await store.getMany(missing.map((i) => key(language, texts[i] as string)));
      } catch (error) {
        logger.warn(
          { section: 'Translation memory', ...describeError(error) },
          'The shared translation memory could not be read',
        );
        return found;
      }
      const learnt: { source: string; translation: string }[] = [];
      missing.forEach((index, n) => {
        const translation = shared[n];
        if (translation === null || translation === undefined) return;
        found[index] = translation;
        learnt.push({ source: texts[index] as string, translation });
      });
      if (learnt.length > 0) await local.setMany(language, learnt);
      return found;
    },
    async setMany(language, entries) {
      await local.setMany(language, entries);
      try {
        await store.setMany(
          entries.map((e) => ({ key: key(language, e.source), value: e.translation })),
          SHARED_TRANSLATION_TTL_SECONDS,
        );
      } catch (error) {
        logger.warn(
          { section: 'Translation memory', ...describeError(error) },
          'The shared translation memory could not be written',
        );
      }
    },
  };
}
