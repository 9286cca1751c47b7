/**
 * The one warning an adapter logs when it drops an upstream document that fails validation (a
 * search document, an item of a CMS list): an editor's malformed record disappears from every list,
 * so someone must be told which one and why. Only the kind, the id and the first issue are logged,
 * never the document. The same problem is reported once per logger and window: a page that reads
 * the same cached answer every few seconds would otherwise repeat it on every read.
 */
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Logger } from './logger';

/** How long a reported problem stays quiet before it is reported again. */
export const INVALID_DOCUMENT_QUIET_MS = 60 * 60 * 1000;
/** How many reported problems each logger remembers; the least recently seen is forgotten first. */
export const INVALID_DOCUMENT_MEMORY = 500;

/** What an adapter knows about the document it drops. */
export interface InvalidDocument {
  /** What the document is: a search index (`messages-index`) or a CMS list (`people`). */
  kind: string;
  /** The document as it came, read only for its `id`. */
  document: unknown;
  error: z.ZodError;
  /** Extra context (e.g. the position in a list); never the document itself. */
  context?: Record<string, unknown>;
}

// Per logger, so each logger (one per server, a fresh one per test) has its own memory; the key is
// the problem, its value when it was last reported. The quiet window is judged against the `now`
// each call is given, not a cache TTL, so callers (and tests) keep time as an argument.
const reported = new WeakMap<Logger, LRUCache<string, number>>();

/** The document's `id` when it has a readable one, else null. */
function idOf(document: unknown): string | null {
  if (!document || typeof document !== 'object') return null;
  const id = (document as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Logs one structured warning for a dropped document (kind, id, first issue's path and message),
 * unless the same problem of the same document was reported through this logger within
 * {@link INVALID_DOCUMENT_QUIET_MS}.
 */
export function reportInvalidDocument(
  logger: Logger,
  message: string,
  dropped: InvalidDocument,
  now: number = Date.now(),
): void {
  const id = idOf(dropped.document);
  const [first] = dropped.error.issues;
  const path = first ? first.path.map(String).join('.') || '(root)' : '(root)';
  const issue = first?.message ?? 'invalid';
  const key = JSON.stringify([dropped.kind, id, path, issue]);
  let memory = reported.get(logger);
  if (!memory) {
    memory = new LRUCache({ max: INVALID_DOCUMENT_MEMORY });
    reported.set(logger, memory);
  }
  const last = memory.get(key);
  if (last !== undefined && now - last < INVALID_DOCUMENT_QUIET_MS) return;
  memory.set(key, now);
  logger.warn(
    {
      kind: dropped.kind,
      id,
      ...dropped.context,
      path,
      issue,
      issueCount: dropped.error.issues.length,
    },
    message,
  );
}
