/**
 * Typed search helpers over any SearchPort: each parses the raw documents of its index with core's
 * schemas. A document that fails validation is dropped and reported (kind, id, first issue; once a
 * while, see resilience/invalid-documents.ts) — one bad record never crashes a page. A null query
 * (a builder's "empty result, no call") answers the empty result at once.
 */
import { type CalendarEvent, eventSchema } from '@district/core/entities/event';
import { type FileDocument, fileSchema } from '@district/core/entities/file';
import { type Message, messageIndexDocumentSchema } from '@district/core/entities/message';
import { type PageIndexDocument, pageIndexDocumentSchema } from '@district/core/entities/page';
import { messageFromIndexDocument } from '@district/core/messages/index-document';
import {
  emptySearchResult,
  type SearchIndexName,
  type SearchQuery,
  type SearchResult,
} from '@district/core/search/query';
import type { z } from 'zod';
import type { CallOptions, RawDocument, SearchPort } from '../ports';
import { reportInvalidDocument } from '../resilience/invalid-documents';
import { consoleLogger, type Logger } from '../resilience/logger';

/** Options of the typed helpers. */
export interface DocumentSearchOptions extends CallOptions {
  logger?: Logger;
}

type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };

async function searchIndex<T>(
  index: SearchIndexName,
  port: SearchPort,
  query: SearchQuery | null,
  parse: (document: RawDocument) => Parsed<T>,
  options: DocumentSearchOptions,
): Promise<SearchResult<T>> {
  if (query === null) return emptySearchResult<T>();
  if (query.index !== index) throw new Error(`Expected a query on ${index}, got ${query.index}`);
  const { logger = consoleLogger, ...callOptions } = options;
  const result = await port.search(query, callOptions);
  const hits = result.hits.flatMap((hit) => {
    const parsed = parse(hit.document);
    if (parsed.success) return [{ score: hit.score, document: parsed.data }];
    reportInvalidDocument(logger, 'Dropped an invalid search document', {
      kind: index,
      document: hit.document,
      error: parsed.error,
    });
    return [];
  });
  return { hits, count: result.count, facets: result.facets };
}

/** `messages-index`, as messages in the page shape (`links` parsed from the index's JSON string). */
export function searchMessages(
  port: SearchPort,
  query: SearchQuery | null,
  options: DocumentSearchOptions = {},
): Promise<SearchResult<Message>> {
  const parse = (document: RawDocument): Parsed<Message> => {
    const parsed = messageIndexDocumentSchema.safeParse(document);
    if (!parsed.success) return { success: false, error: parsed.error };
    return { success: true, data: messageFromIndexDocument(parsed.data) };
  };
  return searchIndex('messages-index', port, query, parse, options);
}

/** `events-index`. */
export function searchEvents(
  port: SearchPort,
  query: SearchQuery | null,
  options: DocumentSearchOptions = {},
): Promise<SearchResult<CalendarEvent>> {
  return searchIndex(
    'events-index',
    port,
    query,
    (document) => eventSchema.safeParse(document),
    options,
  );
}

/** `files-index`. */
export function searchFiles(
  port: SearchPort,
  query: SearchQuery | null,
  options: DocumentSearchOptions = {},
): Promise<SearchResult<FileDocument>> {
  return searchIndex(
    'files-index',
    port,
    query,
    (document) => fileSchema.safeParse(document),
    options,
  );
}

/** `pages-index`. */
export function searchPages(
  port: SearchPort,
  query: SearchQuery | null,
  options: DocumentSearchOptions = {},
): Promise<SearchResult<PageIndexDocument>> {
  return searchIndex(
    'pages-index',
    port,
    query,
    (document) => pageIndexDocumentSchema.safeParse(document),
    options,
  );
}
