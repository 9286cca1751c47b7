/**
 * Translation memory: translated fragments kept by (language, SHA-256 of the source text), so a
 * page seen before costs no upstream call, and a notification is translated again only when its
 * text changes. The interface is asynchronous so a shared store (Redis) can replace the
 * in-process LRU when several servers run; keys are short and fixed-length whatever the source.
 */
import { hash } from 'node:crypto';

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
// cache stays small; it is cleared when full rather than kept in LRU order.
const SHORT_TEXT = 500;
const MAX_REMEMBERED_DIGESTS = 2_000;
const digests = new Map<string, string>();

function digest(source: string): string {
  if (source.length > SHORT_TEXT) return hash('sha256', source, 'hex');
  let known = digests.get(source);
  if (known === undefined) {
    if (digests.size >= MAX_REMEMBERED_DIGESTS) digests.clear();
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

// Map overhead and the entry object, roughly: keeps tiny fragments from being counted as free.
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * An in-process memory bounded by fragments and by bytes; the least recently used fragment leaves
 * first. A translation larger than the whole byte bound is not kept.
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
  // Map keeps insertion order: re-inserting a key makes it the most recently used.
  const entries = new Map<string, string>();
  let bytes = 0;
  const sizeOf = (key: string, translation: string) =>
    (key.length + translation.length) * 2 + ENTRY_OVERHEAD_BYTES;

  function remove(key: string): void {
    const translation = entries.get(key);
    if (translation === undefined) return;
    entries.delete(key);
    bytes -= sizeOf(key, translation);
  }

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    async getMany(language, texts) {
      return texts.map((text) => {
        const key = translationMemoryKey(language, text);
        const translation = entries.get(key);
        if (translation !== undefined) {
          entries.delete(key);
          entries.set(key, translation);
        }
        return translation;
      });
    },
    async setMany(language, items) {
      for (const { source, translation } of items) {
        const key = translationMemoryKey(language, source);
        remove(key);
        const size = sizeOf(key, translation);
        if (size > maxBytes) continue;
        entries.set(key, translation);
        bytes += size;
        while (entries.size > maxEntries || bytes > maxBytes) {
          const oldest = entries.keys().next().value as string;
          remove(oldest);
        }
      }
    },
  };
}
