/**
 * Translation memory: translated fragments kept by (language, SHA-256 of the source text), so a
 * page seen before costs no upstream call, and a notification is translated again only when its
 * text changes. The interface is asynchronous so a shared store (Redis) can replace the
 * in-process LRU (lru-cache) when several servers run; keys are short and fixed-length whatever
 * the source.
 */
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A source text and its translation. */
export interface TranslationEntry {
  source: string;
  translation: string;
}

/** Where translated fragments are kept. */
export interface TranslationMemory {
  /** The translation of each text into `language`, or undefined where none is kept; in order. */
  getMany(language: string, texts: readonly string[]): Promise<(string | undefined)[]>;
  /** Keeps translations into `language`. */
  setMany(language: string, entries: readonly TranslationEntry[]): Promise<void>;
}

// The digests of recent short texts (menu labels, notification titles, interface strings): every
// translated page asks for the same hundred or so, and hashing them all again on every request is
// most of what a page served from the memory costs. Short texts only, and a bounded count, so the
// cache stays small.
const SHORT_TEXT = 500;
const MAX_REMEMBERED_DIGESTS = 2_000;
const digests = new LRUCache<string, string>({ max: MAX_REMEMBERED_DIGESTS });

function digest(source: string): string {
  if (source.length > SHORT_TEXT) return hash('sha256', source, 'hex');
  let known = digests.get(source);
  if (known === undefined) {
    // The one-shot `hash` is about three times faster than `createHash` for short texts.
    known = hash('sha256', source, 'hex');
    digests.set(source, known);
  }
  return known;
}

/** The key of a fragment: language and the hex SHA-256 of its source text. */
export function translationMemoryKey(language: string, source: string): string {
  return `${language}:${digest(source)}`;
}

/** Bounds of the in-process memory. */
export interface LruTranslationMemoryOptions {
  /** Default 20,000 fragments. */
  maxEntries?: number;
  /** Approximate memory of keys and translations (UTF-16, 2 bytes a character); default 64 MiB. */
  maxBytes?: number;
}

/** What {@link createLruTranslationMemory} returns: the memory plus its current size. */
export interface LruTranslationMemory extends TranslationMemory {
  readonly size: number;
  readonly bytes: number;
  clear(): void;
}

/** Default bound on fragments. */
export const DEFAULT_MEMORY_MAX_ENTRIES = 20_000;
/** Default bound on bytes. */
export const DEFAULT_MEMORY_MAX_BYTES = 64 * 1024 * 1024;

// The entry's bookkeeping, roughly: keeps tiny fragments from being counted as free.
const ENTRY_OVERHEAD_BYTES = 64;

// Approximate bytes a kept pair takes: UTF-16 (2 bytes a character) plus bookkeeping.
function entryBytes(key: string, value: string): number {
  return (key.length + value.length) * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * An in-process memory bounded by fragments and by bytes; the least recently used fragment leaves
 * first, so a few long translations push out many short ones. A translation larger than the whole
 * byte bound is not kept.
 */
export function createLruTranslationMemory(
  options: LruTranslationMemoryOptions = {},
): LruTranslationMemory {
  const maxEntries = options.maxEntries ?? DEFAULT_MEMORY_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MEMORY_MAX_BYTES;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new Error('maxEntries must be a positive integer');
  }
  if (!Number.isFinite(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be positive');
  // lru-cache refuses a value larger than `maxSize` (its `maxEntrySize` defaults to it).
  const entries = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (translation, key) => entryBytes(key, translation),
  });

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
    clear() {
      entries.clear();
    },
    async getMany(language, texts) {
      return texts.map((text) => entries.get(translationMemoryKey(language, text)));
    },
    async setMany(language, items) {
      for (const { source, translation } of items) {
        entries.set(translationMemoryKey(language, source), translation);
      }
    },
  };
}
